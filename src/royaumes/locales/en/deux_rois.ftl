dr-title = { $title } · round { $round }/{ $rounds } · { $phase }
dr-title_setup = { $title } · setup
dr-title_over = { $title } · game over
dr-room-N = Normandie
dr-room-E = Angleterre
dr-colour-red = red
dr-colour-blue = blue
dr-colour-red--blue = red and blue
dr-colour-grey = grey
dr-colour-orange = orange
dr-colour-green = green
dr-side-NORMAN = Norman
dr-side-ENGLISH = English
dr-side-NEUTRAL = neutral
dr-side-PAPACY = the Pope
dr-side-FRANCE = France
dr-side-CHOSEN = Norman or English (by its colour)
dr-phase-dealing = dealing
dr-phase-setup = setup
dr-phase-negotiation = negotiation
dr-phase-election = election
dr-phase-usurp = usurpation
dr-phase-designation = designation
dr-phase-pre_departure = before departure
dr-phase-arrival_window = after arrival
dr-phase-end_decisions = end decisions
dr-phase-over = over
dr-phase-lieutenant = Lieutenant
dr-phase-event_draw = historic event draw
dr-phase-traitors = traitors
dr-phase-crossing = crossing
dr-status-armed = armed
dr-status-subject = subject of France
dr-status-confirmed = confirmed subject
dr-status-converted = converted
dr-status-neutralised = neutralised
dr-status-treaty_initiated = treaty initiated
dr-status-ratified = treaty ratified
dr-status-blessed = blessed (no longer a subject)
dr-status-free = no longer neutralised
dr-status-banked = { $n } point(s) banked
dr-status-pledge = pledged to { $card }
dr-your_card = Your card:{" "}
dr-no_card = You have no card yet.
dr-claim = claim { $colour }
dr-infidele_colour = colour { $colour }
dr-visits = visits N { $n } · E { $e }
dr-you_are_in = You are in { $room }.
dr-spectator = Spectator: the public view.
dr-general = General of { $room }: { $who }
dr-no_general = No General known in { $room }.
dr-envoys = Envoys of { $room }: { $who }
dr-no_envoys = { $room } sends no envoy.
dr-your_list = Your list of envoys: { $who }
dr-empty = –
dr-you_mark = you
dr-general_mark = General
dr-envoy_mark = envoy
dr-ballot = Your ballot: { $what }
dr-abstained = abstain
dr-ready = You are ready.
dr-your_move = Your move.
dr-waiting = Waiting for the others.
dr-offers_made = Your offers pending: { $what }
dr-offers_received = Offers to you: { $what }
dr-windows = Options windows open with: { $who }
dr-facts = What you were shown (latest per player, may be stale):
dr-final_cards = Final reveal:
dr-outcome = Winning condition: { $condition }
dr-offer-colour_share = colour share
dr-offer-full_share = full share
dr-offer-pape = blessing
dr-offer-negociateur = card swap
dr-offer-diplomate_secret = treaty
dr-offer-bretagne = companionship
dr-offer-oath = blood oath
dr-offer-abdicate = abdication (the General's office)
dr-cond-home = Guillaume at home (Normans)
dr-cond-majority = Norman majority in Angleterre (Normans)
dr-cond-retained = Guillaume retained (English)
dr-cond-assassination = Guillaume assassinated (English)
dr-cond-english_default = no other condition: the English win
dr-cond-france = France rules (the King of France)
dr-cond-peace = peace of the Pope
dr-cond-none = nobody wins
dr-a-ready = ready (done talking for now)
dr-a-ready_setup = ready (I have seen my card)
dr-a-ready_infidele = ready, the Infidèle starts { $colour }
dr-a-ready_espion = ready, the Espion first claims { $colour }
dr-a-unready = not ready any more
dr-a-claim = the Espion now claims { $colour }
dr-a-propose_colour = propose a colour share to { $who }
dr-a-propose_full = propose a full share (both cards) to { $who }
dr-a-cancel = withdraw your offer to { $who }
dr-a-accept = accept { $who }'s { $what }
dr-a-accept_convert = accept { $who }'s blessing and convert to the Pope
dr-a-decline = decline { $who }'s { $what }
dr-a-accept_any = accept { $who }'s offer
dr-a-decline_any = decline { $who }'s offer
dr-a-colour_private = show your colour to { $who }
dr-a-full_private = show your card to { $who }
dr-a-colour_public = show your colour to the whole room
dr-a-full_public = show your card to the whole room
dr-a-dismiss = close the options window with { $who }
dr-a-vote = vote for { $who } as General
dr-a-abstain = abstain (vote for nobody)
dr-a-pass = pass (do nothing now)
dr-a-designate = designate { $who } as envoy
dr-a-withdraw = take { $who } off the envoy list
dr-a-nominate = nominate { $who } as General (the room has none)
dr-a-point = point at { $who } as General
dr-a-point_none = point at nobody
dr-a-abdicate = abdicate: offer { $who } the General's office
dr-a-done = done (nothing more to do now)
dr-a-attack = attack Guillaume
dr-a-spare = spare Guillaume
dr-a-end_phase = end the phase (clock)
dr-a-rally = join the { $colour } rally
dr-a-number = submit { $n } as your Historic number
dr-a-lieutenant = name { $who } your Lieutenant
dr-a-demand_colour = make { $who } show his colour to the room
dr-a-substitute = send { $who } in your place
dr-a-viking = Viking's look: { $who } shows you his card
dr-a-council = council: name { $who } for immunity
dr-a-tostig = Tostig's spy: force a full reveal with { $who }
dr-a-pilgrim_move = pilgrim: move to the other room
dr-a-send_back = send { $who } back where he came from
dr-a-raid = send { $who } raiding the other room
dr-a-decline_mission = decline the mission (stay home)
dr-a-relic = claim the Relic (full reveal with its holder)
dr-a-propose_oath = propose a blood oath (swap cards) to { $who }
dr-a-legate = name { $who } papal Legate
dr-a-legate_move = Legate: move to the other room
dr-a-zone = move to the { $zone ->
        [port] Port
        [citadel] Citadel
        [camp] Camp
        [tent] Royal Tent
        [battlefield] Battlefield
        [village] Village
       *[other] { $zone }
    }
dr-a-challenge = challenge { $who } (forced full reveal)
dr-a-silence = silence { $who } (limbo until the election)
dr-a-recall = recall the raider { $who }
dr-zone-port = Port
dr-zone-citadel = Citadel
dr-zone-camp = Camp
dr-zone-tent = Royal Tent
dr-zone-battlefield = Battlefield
dr-zone-village = Village
dr-p-autorite = Autorité: force a full reveal with { $who }
dr-p-pretre = Confession: force a full reveal with { $who }
dr-p-refus_royal = royal refusal: stay at home (public reveal)
dr-p-bretagne = Alliance bretonne: take { $who } along (public reveal)
dr-p-sang_royal = usurp the General's office (public reveal)
dr-p-troubadour = song: announce to the room what { $who } showed you
dr-p-tresorier = corruption: bind { $who }'s ballot to yours
dr-p-emissaire = cross to the other room now (public reveal)
dr-p-maitre_d_armes = neutralise the Armurier { $who } showed you
dr-p-geolier_private = block envoy { $who } (show your card to the General)
dr-p-geolier_public = block envoy { $who } (public reveal)
dr-p-cartographe = see the other envoys' cards (public reveal)
dr-p-saxon = take the Dame's place: { $who } shows his card (public reveal)
dr-p-commandant = add { $n } envoy(s) (public reveal)
dr-p-moine = copy the card { $who } showed you
dr-p-pape = offer { $who } a blessing
dr-p-contrebandier = send { $who } to the other room
dr-p-navigateur_keep = keep envoy { $who } at home (public reveal)
dr-p-navigateur_back = send { $who } back where he came from (public reveal)
dr-p-negociateur = offer { $who } to swap cards
dr-p-chancelier = confirm { $who } as a subject
dr-p-diplomate_royal = secret council with { $a } and { $b }
dr-p-porte_etendard = raise your banner: a rally (public reveal)
dr-p-diplomate_secret = offer { $who } a treaty
dr-p-devin = guess that { $who } holds { $card } (public reveal)
dr-p-interprete = join the reveal of { $a } and { $b }
dr-p-servant = take envoy { $who }'s place (public reveal)
dr-p-vagabond = slip into the other room (public reveal)
dr-p-capitaine = pledge yourself to the card { $who } showed you
dr-said = { $who }:{" "}
dr-dealt = You are dealt:{" "}
dr-dealt_others = { $n } card(s) dealt to the others, face down.
dr-rooms_drawn = Rooms drawn: { $rooms }
dr-larger = { $room } gets the extra player.
dr-colour_drawn = Chance draws your colour: { $colour }.
dr-pick = Chance picks { $who }.
dr-deal_other = A card is dealt.
dr-clock = Time is up: the phase ends.
dr-round = Round { $round } of { $rounds }
dr-phase_start = — { $phase } —
dr-occ_full = { $a } and { $b } show each other their cards.
dr-occ_colour = { $a } and { $b } show each other their colours.
dr-occ_full_one = { $a } shows his card to { $b }.
dr-occ_colour_one = { $a } shows his colour to { $b }.
dr-occ_group = { $who } show each other their cards.
dr-shown_card = { $who } shows you:{" "}
dr-shown_colour = { $who } shows you the colour { $colour }.
dr-now_hold = You now hold:{" "}
dr-public_card = { $who } reveals to the room:{" "}
dr-public_colour = { $who } shows the room the colour { $colour }.
dr-status_card = Card{" "}
dr-status_is = {" "}is now { $status }.
dr-swap = { $a } and { $b } swap cards.
dr-leaves = { $who } leaves { $room }.
dr-arrives = { $who } arrives in { $room }.
dr-crosses = { $who }: { $src } → { $dst }
dr-sent_back = { $who } is sent back.
dr-ballots = Ballots in { $room }: { $ballots }
dr-ballot_vote = { $who } → { $target }
dr-ballot_abstain = { $who } abstains
dr-elected = { $who } is the General of { $room }.
dr-usurp = { $who } seizes the office: General of { $room }.
dr-no_leader = { $room } has no General now.
dr-majority = A majority of { $room } points at { $who }: the pointers are cleared.
dr-pointers = Pointers in { $room } at the end of the negotiation: { $pointers }
dr-pointer_at = { $who } → { $target }
dr-pointer_none = { $who } points at nobody
dr-your_pointer = You point at { $who } as General.
dr-bound_pointer = { $who }'s pointer will follow { $binder }'s this round.
dr-envoys_locked = Envoys of { $room }: { $who }
dr-envoys_none = { $room } sends no envoy this round.
dr-envoy_added = { $who } joins the envoys of { $room }.
dr-envoy_removed = { $who } is off the envoys of { $room }.
dr-immune = { $who } is immune: nothing happens.
dr-cannot_reveal = { $who } cannot show his card: nothing happens.
dr-cannot_designate = { $who } cannot be designated: nothing happens.
dr-guess = { $who } (Devin) guesses that { $target } holds{" "}
dr-guess_right = The Devin { $who } guessed { $target }'s card right.
dr-guess_wrong = The Devin { $who } guessed { $target }'s card wrong.
dr-offered = { $a } makes { $b } an offer: { $what }.
dr-confirmed = { $who }'s card is confirmed as a subject of France.
dr-not_subject = { $who }'s card is not a subject: nothing happens.
dr-bound = { $who }'s ballot will copy { $binder }'s this round.
dr-not_bound = { $who }'s ballot could not be bound.
dr-song = { $who } sings: { $partner } showed him{" "}
dr-cap = The phase reached its action limit and ends.
dr-event = Historic event { $n }: { $name }.
dr-event_numbers = Historic event { $n }: { $name } (numbers { $a } + { $b }).
dr-number_drawn = Chance draws the Historic number { $n }.
dr-event_drawn = Chance draws the event { $n }.
dr-vikings = Vikings this round: { $who }.
dr-tostig_spy = You are one of Tostig's spies: one forced reveal this round.
dr-silenced = { $who } is silenced and leaves the room until the election.
dr-raider = { $who } is raiding.
dr-legate_named = { $who } is a papal Legate.
dr-lieutenant_named = { $who } is the Lieutenant of { $room }.
dr-declines = { $who } declines the mission and stays.
dr-storm = Storm in the Channel: { $who } are caught and stay home.
dr-tokens = { $a } and { $b } exchange their tokens.
dr-event_now = Historic event of this exchange: { $n } { $name }
dr-event_last = Historic event of the last exchange: { $n } { $name }
dr-relic_holder = { $who } holds the Relic of { $room }.
dr-council_named = The council of { $room }: { $who }.
dr-council_immune = The council makes { $who } immune from designation this round.
dr-host_action = The host: { $what }.
dr-final = { $who } held{" "}
dr-final_in = {" "}in { $room }
dr-result = Winning condition: { $condition }
dr-log = The game is over: the whole log is now public.
dr-final_title = Deux Rois pour un Royaume · { $condition }
dr-card_col = card
dr-room_col = room
dr-log_dealt = Dealt:{" "}
dr-log_shown_card = { $who }'s card was shown:{" "}
dr-log_shown_colour = { $who }'s colour was shown: { $colour }.
dr-score_total = ): total { $n }
dr-band = Player-count band: { $band }
dr-check = Check { $condition }: { $answer }
dr-yes = yes
dr-no = no
dr-decisive = Decisive room: { $room }
dr-guillaume_room = Guillaume ends in { $room }.

## Narration (dr.ev.*: one message per event kind, rules.EVENTS; narration.py)

dr-ev-log = The game is over: the whole log is now public.
dr-ev-phase = — { $phase ->
        [dealing] dealing
        [setup] setup
        [negotiation] negotiation
        [election] election
        [usurp] usurpation
        [designation] designation
        [pre_departure] before the departure
        [arrival_window] after the arrival
        [end_decisions] final decisions
        [over] over
        [lieutenant] lieutenant
        [event_draw] drawing the historic event
        [traitors] traitors
        [crossing] crossing
        *[other] { $phase }
    } —
dr-ev-round = Round { $round } of { $rounds }
dr-ev-cap = The phase reached its action limit and ends.
dr-ev-offer = { $a } makes { $b } an offer: { $offer ->
        [colour_share] colour share
        [full_share] full share
        [pape] blessing
        [negociateur] swap of roles
        [diplomate_secret] treaty
        [bretagne] companionship
        [oath] blood oath
        [abdicate] abdication (the office of General)
        *[other] { $offer }
    }.
dr-ev-immune = { $seat } is immune: nothing happens.
dr-ev-cannot_reveal = { $seat } cannot show a card: nothing happens.
dr-ev-cannot_designate = { $seat } cannot be designated: nothing happens.
dr-ev-shown_card = { $seat } shows you: { $card }
dr-ev-shown_colour = { $seat } shows you the colour { $colour ->
        [red] red
        [blue] blue
        *[other] { $colour }
    }.
dr-ev-public_card = { $seat } reveals to the room: { $card }
dr-ev-public_colour = { $seat } shows the room the colour { $colour ->
        [red] red
        [blue] blue
        *[other] { $colour }
    }.
dr-ev-occurrence_one = { $cls ->
        [full] { $a } shows { $b } a card.
        *[other] { $a } shows { $b } a colour.
    }
dr-ev-occurrence = { $cls ->
        [full] { $seats } show each other their cards.
        [colour] { $seats } show each other their colours.
        *[other] { $seats } show each other their cards.
    }
dr-ev-swap = { $a } and { $b } swap cards.
dr-ev-status_banked = Card { $card } now has { $points } point(s) banked.
dr-ev-status_pledge = Card { $card } is now pledged to { $pledge }.
dr-ev-status_copy = Card { $card } now copies { $copy }.
dr-ev-status = Card { $card } is now { $status ->
        [armed] armed
        [subject] a subject of France
        [confirmed] a confirmed subject
        [converted] converted
        [neutralised] neutralised
        [treaty_initiated] in a treaty
        [ratified] bound by a ratified treaty
        [blessed] blessed (no longer a subject)
        [free] free (no longer neutralised)
        [copy_ended] freed from its copy
        *[other] { $status }
    }.
dr-ev-leaves = { $room ->
        [N] Normandie
        *[E] Angleterre
    }: { $seat } leaves.
dr-ev-arrives = { $seat } arrives in { $room ->
        [N] Normandie
        *[E] Angleterre
    }.
dr-ev-sent_back = { $seat } is sent back.
dr-ev-ballots = Ballots in { $room ->
        [N] Normandie
        *[E] Angleterre
    }: { $ballots }
dr-ev-pointers = Pointers in { $room ->
        [N] Normandie
        *[E] Angleterre
    } at the end of the negotiation: { $pointers }
dr-ev-general_none = { $room ->
        [N] Normandie
        *[E] Angleterre
    } has no General for now.
dr-ev-general = { $seat } is elected General of { $room ->
        [N] Normandie
        *[E] Angleterre
    }.
dr-ev-usurp = { $seat } seizes the office of General of { $room ->
        [N] Normandie
        *[E] Angleterre
    }.
dr-ev-majority = A majority of { $room ->
        [N] Normandie
        *[E] Angleterre
    } points at { $seat }: the pointers are cleared.
dr-ev-envoys_none = { $room ->
        [N] Normandie
        *[E] Angleterre
    } sends nobody this round.
dr-ev-envoys = Envoys ({ $room ->
        [N] Normandie
        *[E] Angleterre
    }): { $seats }
dr-ev-envoy_added = { $seat } joins the envoys ({ $room ->
        [N] Normandie
        *[E] Angleterre
    }).
dr-ev-envoy_removed = { $seat } is no longer an envoy ({ $room ->
        [N] Normandie
        *[E] Angleterre
    }).
dr-ev-guess_card = { $seat } (Devin) says { $target } holds { $card }
dr-ev-guess = { $answer ->
        [right] The Devin { $seat } guessed { $target }'s card right.
        *[wrong] The Devin { $seat } guessed { $target }'s card wrong.
    }
dr-ev-confirmation = { $answer ->
        [confirmed] { $seat }'s card is confirmed a subject of France.
        *[other] { $seat }'s card is not a subject: nothing happens.
    }
dr-ev-bound = { $standing ->
        [yes] { $seat }'s pointer follows { $binder }'s this round.
        *[other] { $seat }'s vote copies { $binder }'s this round.
    }
dr-ev-not_bound = { $seat }'s vote could not be bound.
dr-ev-song = { $seat } sings: { $partner } showed them { $card }
dr-ev-event_numbers = Historic event { $n }: { $name } (numbers { $a } + { $b }).
dr-ev-vikings = This round's Vikings: { $seats }.
dr-ev-tostig_spy = You are a spy of Tostig: one forced reveal this round.
dr-ev-silenced = { $seat } is silenced and leaves the room until the election.
dr-ev-raider = { $seat } goes raiding.
dr-ev-lieutenant_named = { $seat } is the Lieutenant of { $room ->
        [N] Normandie
        *[E] Angleterre
    }.
dr-ev-declines = { $seat } declines the mission and stays.
dr-ev-storm = Storm in the Channel: { $seats } are caught by the storm and stay.
dr-ev-tokens = { $a } and { $b } swap tokens.
dr-ev-relic_holder = { $seat } holds the Relic of { $room ->
        [N] Normandie
        *[E] Angleterre
    }.
dr-ev-council_named = The council of { $room ->
        [N] Normandie
        *[E] Angleterre
    }: { $a } and { $b }.
dr-ev-council_immune = The council makes { $seat } undesignatable this round.
dr-ev-final_plain = { $seat } held { $card } in { $room ->
        [N] Normandie
        *[E] Angleterre
    }
dr-ev-final = { $seat } held { $card } in { $room ->
        [N] Normandie
        *[E] Angleterre
    } ({ $extra })
dr-ev-result = Victory condition: { $condition ->
        [HOME] Guillaume home (Normans)
        [home] Guillaume home (Normans)
        [MAJORITY] Norman majority in Angleterre (Normans)
        [majority] Norman majority in Angleterre (Normans)
        [RETAINED] Guillaume retained (English)
        [retained] Guillaume retained (English)
        [ASSASSINATION] Guillaume assassinated (English)
        [assassination] Guillaume assassinated (English)
        [ENGLISH_DEFAULT] no other condition: the English win
        [english_default] no other condition: the English win
        [FRANCE] France prevails (the King of France)
        [france] France prevails (the King of France)
        [PEACE] the Pope's peace
        [peace] the Pope's peace
        [NONE] nobody wins
        [none] nobody wins
        *[other] { $condition }
    }
dr-ev-decisive = Decisive room: { $room ->
        [N] Normandie
        *[E] Angleterre
    }
dr-ev-guillaume_room = Guillaume ends in { $room ->
        [N] Normandie
        *[E] Angleterre
    }.
dr-ev-protection = Guillaume's protection: { $protection }
dr-ev-attacks_none = No attack: card 1 is not in play.
dr-ev-attack_line = Attack by { $card }: { $line }
dr-ev-band = Player band: { $band }
dr-ev-check = Condition { $condition ->
        [HOME] Guillaume home (Normans)
        [home] Guillaume home (Normans)
        [MAJORITY] Norman majority in Angleterre (Normans)
        [majority] Norman majority in Angleterre (Normans)
        [RETAINED] Guillaume retained (English)
        [retained] Guillaume retained (English)
        [ASSASSINATION] Guillaume assassinated (English)
        [assassination] Guillaume assassinated (English)
        [ENGLISH_DEFAULT] no other condition: the English win
        [english_default] no other condition: the English win
        [FRANCE] France prevails (the King of France)
        [france] France prevails (the King of France)
        [PEACE] the Pope's peace
        [peace] the Pope's peace
        [NONE] nobody wins
        [none] nobody wins
        *[other] { $condition }
    }: { $answer ->
        [yes] yes
        *[no] no
    }
dr-ev-fallback = Victory condition: { $condition ->
        [HOME] Guillaume home (Normans)
        [home] Guillaume home (Normans)
        [MAJORITY] Norman majority in Angleterre (Normans)
        [majority] Norman majority in Angleterre (Normans)
        [RETAINED] Guillaume retained (English)
        [retained] Guillaume retained (English)
        [ASSASSINATION] Guillaume assassinated (English)
        [assassination] Guillaume assassinated (English)
        [ENGLISH_DEFAULT] no other condition: the English win
        [english_default] no other condition: the English win
        [FRANCE] France prevails (the King of France)
        [france] France prevails (the King of France)
        [PEACE] the Pope's peace
        [peace] the Pope's peace
        [NONE] nobody wins
        [none] nobody wins
        *[other] { $condition }
    }
dr-ev-winner = Victory condition: { $condition ->
        [HOME] Guillaume home (Normans)
        [home] Guillaume home (Normans)
        [MAJORITY] Norman majority in Angleterre (Normans)
        [majority] Norman majority in Angleterre (Normans)
        [RETAINED] Guillaume retained (English)
        [retained] Guillaume retained (English)
        [ASSASSINATION] Guillaume assassinated (English)
        [assassination] Guillaume assassinated (English)
        [ENGLISH_DEFAULT] no other condition: the English win
        [english_default] no other condition: the English win
        [FRANCE] France prevails (the King of France)
        [france] France prevails (the King of France)
        [PEACE] the Pope's peace
        [peace] the Pope's peace
        [NONE] nobody wins
        [none] nobody wins
        *[other] { $condition }
    }
dr-ev-score_total =   { $seat } ({ $card }): total { $total }
dr-ev-score_part =   { $seat } ({ $card }): { $delta } ({ $why })
dr-ev-larger = { $room ->
        [N] Normandie
        *[E] Angleterre
    } gets the extra player.
dr-ev-room = { $seat } is drawn into { $room ->
        [N] Normandie
        *[E] Angleterre
    }.
dr-ev-deal = { $seat } was dealt { $card }
dr-ev-colour = Chance draws your colour: { $colour ->
        [red] red
        [blue] blue
        *[other] { $colour }
    }.
dr-ev-pick = Chance picks { $seat }.
dr-ev-draw = Chance draws the historic number { $n }.
dr-ev-end_phase = Time is up: the phase ends.
dr-ev-recall = The host recalls the raider { $seat }.
dr-ev-ready = { $who }: { $phase ->
        [setup] ready (I have seen my card)
        *[other] ready (done talking for now)
    }
dr-ev-ready_colour = { $who }: { $role ->
        [espion] ready, the Espion first claims { $colour ->
        [red] red
        [blue] blue
        *[other] { $colour }
    }
        *[other] ready, the Infidèle starts { $colour ->
        [red] red
        [blue] blue
        *[other] { $colour }
    }
    }
dr-ev-unready = { $who }: no longer ready
dr-ev-claim = { $who }: the Espion now claims { $colour ->
        [red] red
        [blue] blue
        *[other] { $colour }
    }
dr-ev-propose_colour_share = { $who }: offers { $seat } a colour share
dr-ev-propose_full_share = { $who }: offers { $seat } a full share
dr-ev-propose_oath = { $who }: offers { $seat } a blood oath (swap of cards)
dr-ev-cancel = { $who }: withdraws the offer to { $seat }
dr-ev-accept = { $who }: accepts { $seat }'s offer
dr-ev-accept_convert = { $who }: accepts { $seat }'s blessing and converts
dr-ev-decline = { $who }: declines { $seat }'s offer
dr-ev-reveal_colour_private = { $who }: shows { $seat } a colour
dr-ev-reveal_full_private = { $who }: shows { $seat } a card
dr-ev-reveal_colour_public = { $who }: shows a colour to the whole room
dr-ev-reveal_full_public = { $who }: shows a card to the whole room
dr-ev-dismiss = { $who }: closes the options window with { $seat }
dr-ev-dismiss_pair = { $who }: closes the options window of { $a } and { $b }
dr-ev-vote = { $who }: votes for { $seat } as General
dr-ev-abstain = { $who }: abstains
dr-ev-pass = { $who }: passes
dr-ev-designate = { $who }: designates { $seat } as an envoy
dr-ev-withdraw = { $who }: withdraws { $seat } from the envoys' list
dr-ev-done = { $who }: is done
dr-ev-attack = { $who }: attacks Guillaume
dr-ev-spare = { $who }: spares Guillaume
dr-ev-nominate = { $who }: nominates { $seat } as General
dr-ev-point = { $who }: points at { $seat } as General
dr-ev-point_none = { $who }: points at nobody
dr-ev-abdicate = { $who }: offers { $seat } the office of General
dr-ev-rally = { $who }: joins the { $colour ->
        [red] red
        [blue] blue
        *[other] { $colour }
    } rally
dr-ev-number = { $who }: gives { $n } as historic number
dr-ev-lieutenant = { $who }: names { $seat } Lieutenant
dr-ev-demand_colour = { $who }: demands that { $seat } show a colour to the room
dr-ev-substitute = { $who }: sends { $seat } instead
dr-ev-viking = { $who }: Viking's gaze: { $seat } shows a card
dr-ev-council = { $who }: council: names { $seat } for immunity
dr-ev-tostig = { $who }: Tostig's spy: forced reveal with { $seat }
dr-ev-pilgrim_move = { $who }: pilgrim: moves to the other room
dr-ev-send_back = { $who }: sends { $seat } back
dr-ev-raid = { $who }: sends { $seat } raiding into the other room
dr-ev-decline_mission = { $who }: declines the mission (stays)
dr-ev-relic = { $who }: claims the Relic (full reveal with its holder)
dr-ev-legate = { $who }: { $seat } is named the Pope's legate
dr-ev-legate_move = { $who }: legate: moves to the other room
dr-ev-zone = { $who }: moves to the { $zone ->
        [port] Port
        [citadel] Citadel
        [camp] Camp
        [tent] Royal tent
        [battlefield] Battlefield
        [village] Village
        *[other] { $zone }
    }
dr-ev-challenge = { $who }: challenges { $seat } (forced reveal)
dr-ev-silence = { $who }: silences { $seat }
dr-ev-power_autorite = { $who }: Autorité: forced reveal with { $seat }
dr-ev-power_pretre = { $who }: Confession: forced reveal with { $seat }
dr-ev-power_refus_royal = { $who }: royal refusal: stays home (public reveal)
dr-ev-power_bretagne = { $who }: Breton alliance: takes { $seat } along (public reveal)
dr-ev-power_sang_royal = { $who }: usurps the office of General (public reveal)
dr-ev-power_troubadour = { $who }: song: tells the room what { $seat } showed
dr-ev-power_tresorier = { $who }: bribe: binds { $seat }'s vote to their own
dr-ev-power_emissaire = { $who }: crosses to the other room at once (public reveal)
dr-ev-power_maitre_d_armes = { $who }: neutralises the Armurier { $seat } showed
dr-ev-power_geolier = { $who }: { $vis ->
        [private] blocks the envoy { $seat } (card shown to the General)
        *[public] blocks the envoy { $seat } (public reveal)
    }
dr-ev-power_cartographe = { $who }: sees the other envoys' cards (public reveal)
dr-ev-power_saxon = { $who }: takes the Lady's place: { $seat } shows a card (public reveal)
dr-ev-power_commandant = { $who }: adds { $n } envoy(s) (public reveal)
dr-ev-power_moine = { $who }: copies the card { $seat } showed
dr-ev-power_pape = { $who }: offers { $seat } a blessing
dr-ev-power_contrebandier = { $who }: sends { $seat } to the other room
dr-ev-power_navigateur = { $who }: { $phase ->
        [arrival_window] sends { $seat } back (public reveal)
        *[other] keeps the envoy { $seat } (public reveal)
    }
dr-ev-power_negociateur = { $who }: offers { $seat } a swap of cards
dr-ev-power_chancelier = { $who }: confirms { $seat } as a subject
dr-ev-power_diplomate_royal = { $who }: secret council with { $a } and { $b }
dr-ev-power_porte_etendard = { $who }: raises the standard: a rally (public reveal)
dr-ev-power_diplomate_secret = { $who }: offers { $seat } a treaty
dr-ev-power_devin = { $who }: guesses that { $seat } holds { $card } (public reveal)
dr-ev-power_interprete = { $who }: joins the reveal of { $a } and { $b }
dr-ev-power_servant = { $who }: takes the place of the envoy { $seat } (public reveal)
dr-ev-power_vagabond = { $who }: slips into the other room (public reveal)
dr-ev-power_capitaine = { $who }: pledges to the card { $seat } showed
dr-ev-event-table = Historic event { $n }: { $name }.
dr-ev-event = Chance draws event { $n }.
dr-ev-legate-table = { $seat } is the Pope's legate.
dr-ev-deal = { $seat } was dealt { $card }
dr-ev-deal-mine = You are dealt: { $card }
dr-ev-shown_card-mine = You now hold: { $card }

## Options (GameOptions fields; label, .desc, .<choice>)
dr-opt-rounds = Rounds
dr-opt-rounds-desc = number of rounds: 5 (standard) or 3 (Partie rapide); another count needs the negotiation lengths and the envoys per round, one for each round
dr-opt-negotiation_seconds = Negotiation lengths (seconds)
dr-opt-negotiation_seconds-desc = seconds of each round's negotiation, round 1 first (off: 300,240,180,120,60 or 180,120,60)
dr-opt-envoy_table = Envoys per round
dr-opt-envoy_table-desc = envoys each room designates per round, round 1 first (off: the TRAAB table for N)
dr-opt-historic = Mode Historique
dr-opt-historic-desc = Mode Historique: a historical event is drawn each round
dr-opt-setup_seconds = Setup (seconds)
dr-opt-setup_seconds-desc = clock: seconds for the setup answers before missing colours are drawn
dr-opt-election_seconds = Election (seconds)
dr-opt-election_seconds-desc = clock: seconds for the election before missing ballots count as abstentions
dr-opt-usurp_seconds = Usurpation (seconds)
dr-opt-usurp_seconds-desc = clock: seconds for the Sang Royal usurpation window
dr-opt-lieutenant_seconds = Lieutenant, event 7 (seconds)
dr-opt-lieutenant_seconds-desc = clock: seconds for the Generals to name a Lieutenant (event 7)
dr-opt-designation_seconds = Designation (seconds)
dr-opt-designation_seconds-desc = clock: seconds for the designation of envoys before chance completes it
dr-opt-traitors_seconds = Traitors' ball, event 12 (seconds)
dr-opt-traitors_seconds-desc = clock: seconds for the envoys to name a substitute (event 12)
dr-opt-pre_departure_seconds = Before the departure (seconds)
dr-opt-pre_departure_seconds-desc = clock: seconds for the reactions to the designation
dr-opt-crossing_seconds = Crossing (seconds)
dr-opt-crossing_seconds-desc = clock: seconds for the crossing oaths (event 23; otherwise the crossing is automatic)
dr-opt-arrival_window_seconds = After the arrivals (seconds)
dr-opt-arrival_window_seconds-desc = clock: seconds for the reactions to the arrivals (Navigateur, event 17)
dr-opt-end_decisions_seconds = Attack or spare (seconds)
dr-opt-end_decisions_seconds-desc = clock: seconds for the attackers to attack or spare
dr-opt-raid_seconds = Coastal raids, event 19 (seconds)
dr-opt-raid_seconds-desc = clock: seconds before a raider of event 19 is recalled
dr-opt-post_reveal_seconds = Options window (seconds)
dr-opt-post_reveal_seconds-desc = clock: seconds before a player's client closes his options window after a full reveal
dr-opt-join_seconds = Interprète's window (seconds)
dr-opt-join_seconds-desc = clock: seconds before the Interprète's client closes his join window
dr-opt-offer_seconds = Answering an offer (seconds)
dr-opt-offer_seconds-desc = clock: seconds before a target's client declines an offer
dr-opt-early_end = Phases end early
dr-opt-early_end-desc = a phase ends as soon as every player in it is done (false: only the clock ends it)
dr-opt-max_negotiation_actions_per_player = Negotiation actions per player
dr-opt-max_negotiation_actions_per_player-desc = a negotiation ends after N times this many player actions in all
dr-opt-max_phase_actions_per_player = Other phases: actions per player
dr-opt-max_phase_actions_per_player-desc = any other decision phase ends after N times this many player actions in all
dr-opt-room_split = Split between the rooms
dr-opt-room_split-desc = players are split between the two rooms at random, or as the Rooms option says
dr-opt-room_split-random = at random
dr-opt-room_split-manual = by hand (the Rooms option)
dr-opt-rooms = Rooms (split by hand)
dr-opt-rooms-desc = for a split by hand: each player's room, N (Normandie) or E (Angleterre), in seat order
dr-opt-rooms-N = Normandie
dr-opt-rooms-E = Angleterre
dr-opt-custom_deck = Custom deck
dr-opt-custom_deck-desc = the N cards in play (1 and 2 included, as many of each colour as the standard deck)
dr-opt-player_ages = Players' ages
dr-opt-player_ages-desc = each player's age, in seat order: event 14's council is the two eldest (off: chance)
dr-opt-election_mode = Choosing the general
dr-opt-election_mode-desc = the General is elected by a vote each round, or is a standing leader (TRAAB)
dr-opt-election_mode-end_of_round_vote = a vote each round
dr-opt-election_mode-standing_leader = a standing leader
dr-opt-allow_self_vote = Voting for yourself
dr-opt-allow_self_vote-desc = a player may vote for himself
dr-opt-revisable_ballots = Changing your ballot
dr-opt-revisable_ballots-desc = a later ballot replaces an earlier one until the election closes
dr-opt-binding_conflict = Trésorier: a ballot bound twice
dr-opt-binding_conflict-desc = which Trésorier binding holds when a ballot is bound twice in a round
dr-opt-binding_conflict-latest = the latest binding holds
dr-opt-binding_conflict-first = the first binding holds
dr-opt-room_sees_occurrences = The room sees reveals
dr-opt-room_sees_occurrences-desc = the room sees that a reveal happened, between whom, and its class
dr-opt-occurrence_detail = What onlookers see of a reveal
dr-opt-occurrence_detail-desc = onlookers see a reveal's class (colour, full, group) or its exact kind
dr-opt-occurrence_detail-class = its class (colour, full, group)
dr-opt-occurrence_detail-kind = its exact kind
dr-opt-window_close = Options window closes
dr-opt-window_close-desc = an options window closes at the user's next reveal, or only when negotiation ends
dr-opt-window_close-next_reveal = at the holder's next reveal
dr-opt-window_close-phase_end = at the end of the negotiation
dr-opt-reset_counters_on_transfer = Usage counters reset
dr-opt-reset_counters_on_transfer-desc = usage counters reset on every card transfer, or only on Faussaire and Négociateur swaps
dr-opt-reset_counters_on_transfer-all = on every card transfer
dr-opt-reset_counters_on_transfer-faussaire_and_negociateur = Faussaire and Négociateur only
dr-opt-espion_claim = Espion's claimed colour
dr-opt-espion_claim-desc = the Espion's colour claim is standing, or chosen at each compelled colour reveal
dr-opt-espion_claim-standing = standing
dr-opt-espion_claim-per_reveal = chosen at each compelled reveal
dr-opt-espion_count = Espion's points
dr-opt-espion_count-desc = the Espion banks 0.5 per distinct partner, or per full reveal
dr-opt-espion_count-distinct_players = per distinct partner
dr-opt-espion_count-every_reveal = per full reveal
dr-opt-troubadour_count = Troubadour's points
dr-opt-troubadour_count-desc = the Troubadour banks 1 once per principal card, or per full reveal with one
dr-opt-troubadour_count-distinct_principals = once per principal character
dr-opt-troubadour_count-every_reveal = at every full reveal
dr-opt-tresorier_target = Trésorier's target
dr-opt-tresorier_target-desc = the Trésorier may bind a card not printed red only, or a player not Norman
dr-opt-tresorier_target-printed_not_red = a card not printed red only
dr-opt-tresorier_target-allegiance_not_norman = a player who is not Norman
dr-opt-devin_guess = Devin's guess
dr-opt-devin_guess-desc = the Devin guesses a card number, or a character name
dr-opt-devin_guess-card_number = a card number
dr-opt-devin_guess-character_name = a character name
dr-opt-mda_duration = Maître d'Armes' block
dr-opt-mda_duration-desc = the Maître d'Armes blocks the Armurier until they first separate, or whenever together
dr-opt-mda_duration-until_first_separation = until they first part
dr-opt-mda_duration-whenever_together = whenever they are together
dr-opt-impossible_reveal = Impossible compelled reveal
dr-opt-impossible_reveal-desc = a compelled reveal that cannot be made shows a substitute, or nothing
dr-opt-impossible_reveal-substitute = a substitute is shown
dr-opt-impossible_reveal-nothing = nothing is shown
dr-opt-emissary_event_immunity = Emissaries and events
dr-opt-emissary_event_immunity-desc = Emissaries are immune to event abilities aimed at them, or to none
dr-opt-emissary_event_immunity-targeted_actions = immune to abilities aimed at them
dr-opt-emissary_event_immunity-none = not immune
dr-opt-companion_consent = Duc de Bretagne's companion must accept
dr-opt-companion_consent-desc = the Duc de Bretagne's companion must accept
dr-opt-silence_mode = Silence, event 4
dr-opt-silence_mode-desc = event 4's silence is enforced by the clients, or by the host
dr-opt-silence_mode-client = kept by the players' screens
dr-opt-silence_mode-moderated = kept by the host
dr-opt-event_draw = Drawing the historic event
dr-opt-event_draw-desc = how the historic event is drawn: Generals' numbers 1-14 summed, uniform 1-28, or 0-14
dr-opt-event_draw-generals_sum = the Generals' sum (1-14 each)
dr-opt-event_draw-uniform_1_28 = at random from 1 to 28
dr-opt-event_draw-generals_0_14 = the Generals' sum (0-14 each)
dr-opt-fallback = When no side wins
dr-opt-fallback-desc = when no victory condition holds, the English win, or nobody
dr-opt-fallback-english = the English win
dr-opt-fallback-none = nobody wins
dr-opt-majority_requires_guillaume_in_E = Norman majority: Guillaume in Angleterre
dr-opt-majority_requires_guillaume_in_E-desc = the Norman majority victory needs Guillaume in Angleterre
dr-opt-majority_requires_harold = Norman majority: Harold in Angleterre
dr-opt-majority_requires_harold-desc = the Norman majority victory needs Harold in Angleterre
dr-opt-majority_measure = Norman majority
dr-opt-majority_measure-desc = a Norman majority outnumbers the English, or is more than half of Angleterre
dr-opt-majority_measure-normans_vs_english = more Normans than English
dr-opt-majority_measure-more_than_half_of_room = more than half of Angleterre
dr-opt-berserker_count = Berserker counts sides by
dr-opt-berserker_count-desc = the Berserker counts sides by allegiance, or by printed colour
dr-opt-berserker_count-allegiance = allegiance
dr-opt-berserker_count-printed_colour = printed colour
dr-opt-killer_points = Points after an assassination
dr-opt-killer_points-desc = after an assassination the killer's card scores 6, or the Assassin's always does
dr-opt-killer_points-to_killer = the killer's card scores 6
dr-opt-killer_points-fixed_by_card = the Assassin's card scores 6
dr-opt-peace_requires_alive = Pope's peace: Guillaume alive
dr-opt-peace_requires_alive-desc = the Pope's peace needs Guillaume alive
dr-opt-follower_points = Papacy followers' points
dr-opt-follower_points-desc = Papacy followers score 6 or 5 by band under peace, or 5 everywhere
dr-opt-follower_points-band_table = 6 or 5 by band
dr-opt-follower_points-five_everywhere = 5 everywhere

## The page (web/static/games/deux_rois.js): its headings, buttons and hints (dr.w.*)
dr-w-countdown_title = Time left in this phase
dr-w-over = Game over
dr-w-round = Round { $round }/{ $rounds }
dr-w-round_short = Round { $round }
dr-w-setup = Setup
dr-w-ready_colour = ready: { $colour }
dr-w-end_phase = End the phase
dr-w-extend = +{ $n } s
dr-w-dismiss_pair = close the join window on { $a } and { $b }
dr-w-show_role = Show my role
dr-w-hide_role = Hide my role
dr-w-role = My role
dr-w-copy = copy: { $card }
dr-w-banked = Banked points: { $n }
dr-w-facts = What you have learned
dr-w-stale = Latest per player; may be stale: cards change hands.
dr-w-fact_card = { $who } ({ $how }):
dr-w-fact_colour = { $who } ({ $how }): colour
dr-w-how-shown = shown to you
dr-w-how-public = revealed to the room
dr-w-propose_colour_share = Offer a colour share
dr-w-propose_full_share = Offer a full share
dr-w-reveal_colour_private = Show my colour
dr-w-reveal_full_private = Show my card
dr-w-dismiss = Close the options window
dr-w-devin_guess = Guess: { $card }
dr-w-offer_in = offer to you
dr-w-offer_out = your offer
dr-w-window = window
dr-w-present = Present in { $room }
dr-w-with = With { $who }:
dr-w-count = ({ $n } present)
dr-w-tap_player = Tap a player for the actions with them.
dr-w-other_room = In { $room } ({ $n })
dr-w-no_rooms = The rooms are not drawn yet.
dr-w-offers = Offers
dr-w-offer_from = { $who } offers you: { $what }
dr-w-offer_to = Your offer to { $who }: { $what }
dr-w-accept = Accept
dr-w-accept_convert = ✓ Accept and convert
dr-w-decline = Decline
dr-w-cancel = Withdraw my offer
dr-w-vote_title = Election of the Général (the room's leader)
dr-w-vote_hint = One button per candidate of your room, or abstain.
dr-w-abstain = Abstain
dr-w-designate_title = Designation of the émissaires (envoys)
dr-w-designate_hint = You are the Général: choose who goes on the diplomatic mission, then “Done”.
dr-w-designation_done = Done
dr-w-end_title = End decision
dr-w-end_hint = Every card is revealed: do you try to kill Guillaume?
dr-w-powers = Your powers
dr-w-actions = Actions
dr-w-prompt_setup = Look at your role, then say you are ready.
dr-w-prompt_negotiation = Negotiation: show each other your cards, then “ready”.
dr-w-prompt_election = Vote for your room's Général (leader).
dr-w-prompt_usurp = Usurpation window.
dr-w-prompt_designation = Designate the émissaires (envoys).
dr-w-prompt_pre_departure = Before departure: react, or say “done”.
dr-w-prompt_arrival = After arrival: react, or say “done”.
dr-w-prompt_end = End decision.
dr-w-host_hint = Host screen: you may end the phase before the clock, or give it more time.
dr-w-crossings = Crossings
dr-w-people = Players
dr-w-missing = { $n ->
        [0] Everyone is here
        [one] { $n } person missing
       *[other] { $n } people missing
    }
dr-w-opened = { $n ->
        [0] Nobody has opened their link yet
        [one] { $n } of { $total } has opened their link
       *[other] { $n } of { $total } have opened their link
    }
dr-w-p_here = here
dr-w-p_away = away
dr-w-p_gone = gone
dr-w-p_never = link not opened yet
dr-w-p_standin = a bot plays for them
dr-w-no_crossing = Nobody has changed rooms yet.
dr-w-prot_none = Protection Divine: not in Guillaume's room.
dr-w-prot_active = Protection Divine: active.
dr-w-prot_cancelled = Protection Divine: cancelled by the Chaman.
dr-w-no_guillaume = Guillaume is not in play: no attack.
dr-w-att_noq = Attack by { $card }: does not qualify.
dr-w-att_nip = Attack by { $card }: card not in play.
dr-w-att_protected = Attack by { $card }: fails (protected).
dr-w-att_killed = Attack by { $card }: Guillaume is killed.
dr-w-att_nomaj = Attack by { $card }: fails (no English majority).
dr-w-att_dead = Attack by { $card }: not made (Guillaume already dead).
dr-w-att_yes = { $card } attacks ({ $how }).
dr-w-att_spare = { $card } spares Guillaume ({ $how }).
dr-w-check_title = The victory check, step by step
dr-w-points_title = Cards and points
dr-w-player = Player
dr-w-you_moved = You are now in { $room }.
dr-w-why-team = winning side
dr-w-why-bonus = bonus
dr-w-why-killer = killed Guillaume
dr-w-why-banked = points banked during the game
dr-w-why-faussaire = holds the Faussaire
dr-w-why-treaty = peace treaty
dr-w-why-follower = follower of the Pope
dr-w-why-subject = subject of France
dr-w-why-in_guillaume_s_room = in Guillaume's room
dr-w-why-decisive_room = decisive room
dr-w-why-pilgrimage = pilgrimage
dr-w-why-attempt_with_3_in_guillaume_s_room = an attack on Guillaume with the Protection Divine there
dr-w-devin_tap = Tap a player of your room to guess his card.
dr-w-card_room = Card, room
dr-w-ready_frozen = You are ready: you can no longer answer until the negotiation ends.
dr-w-points = Points
dr-w-goal = Goal:
dr-w-power = Power:
dr-w-power_details = Powers in detail
dr-w-window_legend = after a reveal with this player you may use a power on him (tap him), or close this window.
dr-w-end-setup = End the setup
dr-w-end-negotiation = End the negotiation
dr-w-end-election = End the election
dr-w-end-usurp = End the usurpation window
dr-w-end-designation = End the designation
dr-w-end-pre_departure = End the phase before departure
dr-w-end-arrival_window = End the phase after arrival
dr-w-end-end_decisions = End the end decisions
dr-w-end-lieutenant = End the Lieutenant phase
dr-w-end-event_draw = End the event draw
dr-w-end-traitors = End the traitors phase
dr-w-end-crossing = End the crossing
dr-w-att_count = { $card }: { $e } English against { $n } Normans in { $room }.
dr-w-decided-chosen = by its player's choice
dr-w-decided-default = by default, as his side wants
dr-w-why-as = as { $card }
dr-w-why-pledged = Capitaine pledged to { $card }
dr-w-why-with = with { $card }
dr-w-won-home = The Normans win: Guillaume ends at home, in Normandie.
dr-w-won-majority = The Normans win: a Norman majority in Angleterre.
dr-w-won-retained = The English win: Guillaume is held in Angleterre.
dr-w-won-assassination = The English win: Guillaume is assassinated.
dr-w-won-english_default = The English win (no other condition holds).
dr-w-won-france = France wins: a majority of subjects.
dr-w-won-peace = The Pope wins: peace.
dr-w-won-none = Nobody wins.
dr-w-winners = Winners: { $names }.
dr-w-propose_oath = Offer a blood oath (swap cards)
dr-pitch = Two rooms, Normandie and Angleterre, secret roles: people show each other their cards, each room elects its Général, who designates the émissaires (envoys) sent across. Normans, English and neutrals each win in their own way.
dr-w-score_part = { $seat } ({ $card }): { $delta } ({ $why })
dr-w-score_total = { $seat } ({ $card }): { $total } in all
dr-w-part = { $delta } ({ $why })
