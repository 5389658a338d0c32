"""``python -m tricktable <command>``: see `cli.py` (``--help`` lists the commands)."""
import sys

from .tools.cli import main

if __name__ == "__main__":
    sys.exit(main())
