# Heiti hvers spils og lýsing, og orð heimareglnanna á skjánum „Nýtt spil“.

## Manni

game-manni = Manni
    .summary = Þrír spilarar, trompið skiptir um lit í hverri gjöf; skiptu á hendinni og Mannanum.
option-manni-under_four_negative = Mínusstig undir fjórum slögum
    .help = Spilari sem tekur færri en fjóra slagi fær mínusstig fyrir hvern slag sem vantar.
option-manni-target = Stig til sigurs
    .help = Spilinu lýkur eftir gjöfina þar sem spilari nær þessum stigum.

## Hornafjarðarmanni

game-hornafjardarmanni = Hornafjarðarmanni
    .summary = Spilið sem dregið er ræður nóló, trompi eða grandi; skipt er við sextán spila Manna.
option-hornafjardarmanni-deal_packets = Hvernig gefið er
    .help = Hve mörg spil gjafarinn gefur í einu.
choice-hornafjardarmanni-deal_packets-4-3-3-3 = Fjögur í Mannann, svo þrjú á hvern spilara
choice-hornafjardarmanni-deal_packets-4-4-4-4 = Fjögur á hvern spilara, Mannanum síðast
option-hornafjardarmanni-end_on = Spilinu lýkur þegar
    .help = Hvaða stig eru borin saman við markið.
choice-hornafjardarmanni-end_on-positive = plússtig spilara ná markinu
choice-hornafjardarmanni-end_on-net = nettóstig spilara (plússtig að frádregnum mínusstigum) ná markinu
option-hornafjardarmanni-target = Stig til sigurs
    .help = Stigin sem ljúka spilinu.
option-hornafjardarmanni-contract_by = Samningurinn ræðst af
    .help = Hvað ræður nóló, trompi eða grandi í hverri gjöf.
choice-hornafjardarmanni-contract_by-cut = spilinu sem dregið er
choice-hornafjardarmanni-contract_by-dealer_choice = gjafaranum, hverri tegund einu sinni (níu gjafir)

## Trjámann

game-trjamann = Trjámann
    .summary = Tólf gjafir; hver segir grand, spaða, annan lit og nóló einu sinni.
option-trjamann-nullo_ace_low = Ásinn lægstur í nóló
    .help = Í nóló er ásinn lægri en tvisturinn.

## Laugavatnsmanni

game-laugavatnsmanni = Laugavatnsmanni
    .summary = Átján gjafir, sex samningar á mann, með stórsögnum til að segja yfir eða halda sögninni.
option-laugavatnsmanni-nullo_ace_low = Ásinn lægstur í nóló
    .help = Í nóló er ásinn lægri en tvisturinn.
option-laugavatnsmanni-great_target = Stórsögn: slagir sem þarf
    .help = Sagnhafi stórsagnar sem tekur færri slagi tapar stigum.
choice-laugavatnsmanni-great_target-14 = 14 slagir
choice-laugavatnsmanni-great_target-15 = 15 slagir
option-laugavatnsmanni-end_on = Spilinu lýkur
    .help = Hvenær spilið er búið.
choice-laugavatnsmanni-end_on-hands = eftir átján gjafir
choice-laugavatnsmanni-end_on-net = þegar einhver nær 10 stigum, eða eftir átján gjafir

## Manille

game-manille = Manille
    .summary = Fjórir spilarar í tveimur liðum; tían er manille, hæsta spilið.
option-manille-target = Stig til sigurs
    .help = Liðið sem fyrst nær þessum stigum vinnur.
choice-manille-target-61 = 61
choice-manille-target-101 = 101
choice-manille-target-121 = 121
choice-manille-target-151 = 151
option-manille-partner_choice = Gjafarinn má láta makker velja tromp
    .help = Í stað þess að velja tromp má gjafarinn láta makker sinn velja.

## Manille fyrir tvo, með blindum

game-manillen-2p-dummy = Manille fyrir tvo, með blindum
    .summary = Tveir spilarar, hvor með blindan makker: fjóra bunka sem snúa upp.
option-manillen-2p-dummy-blind_no_trump = Grand má segja blint
    .help = Áður en gjafarinn lítur á spilin má hann segja grand, fyrir fjórföld stig.
option-manillen-2p-dummy-max_multiplier = Hæsti margfaldari
    .help = Hafðu autt til að leyfa ótakmarkaða tvöföldun.
option-manillen-2p-dummy-match = Spila einvígi
    .help = Sá vinnur sem fyrr vinnur tvo leiki upp í 101.

## Manille fyrir tvo, með opnum bunkum

game-manillen-2p-open = Manille fyrir tvo, með opnum bunkum
    .summary = Tveir spilarar, hvor með hönd og fjóra bunka sem snúa upp.
option-manillen-2p-open-blind_no_trump = Grand má segja blint
    .help = Áður en gjafarinn lítur á spilin má hann segja grand, fyrir fjórföld stig.
option-manillen-2p-open-max_multiplier = Hæsti margfaldari
    .help = Hafðu autt til að leyfa ótakmarkaða tvöföldun.
option-manillen-2p-open-match = Spila einvígi
    .help = Sá vinnur sem fyrr vinnur tvo leiki upp í 101.
