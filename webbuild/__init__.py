"""Build steps of the static site that need the project's virtual environment."""
