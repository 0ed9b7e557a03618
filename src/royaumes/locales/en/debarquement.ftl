## Débarquement: the board (terminal and page)

deb-title = { $title } · deal { $deal } · turn { $turn }
deb-title_over = { $title } · game over
deb-threshold = threshold { $n } (lowest total wins)
deb-pile = pile { $n }
deb-set_aside_n = { $n } set aside
deb-first = first player: { $who }
deb-boat-norman = Norman boat
deb-boat-english = English boat
deb-colour-red = red
deb-colour-blue = blue
deb-colour-red--blue = red and blue
deb-colour-grey = grey
deb-colour-orange = orange
deb-colour-green = green
deb-colour_hint-red = red (Norman boat)
deb-colour_hint-blue = blue (English boat)
deb-colour_hint-red--blue = red and blue (you choose the boat)
deb-colour_hint-grey = grey (you choose the boat)
deb-colour_hint-orange = orange (you choose the boat)
deb-colour_hint-green = green (you choose the boat)
deb-grey_help = worth nothing
deb-orange_help = the captured boat is worth 0
deb-green_help = doubles the captured boat
deb-covered = covered
deb-visible = { $n }/{ $cap } visible
deb-worth = worth { $n }
deb-empty = empty
deb-player = player
deb-hand = hand
deb-hand_n = hand { $n }
deb-captures = captured this deal
deb-capture_counts = { $boats } boat(s), { $cards } card(s) captured
deb-no_capture = no boat captured
deb-mono = single colour (negative score)
deb-last_deal = last deal
deb-total = total
deb-out = out
deb-this_turn = Cards revealed this turn
deb-last_turn = Last cards revealed
deb-players = Players and captures
deb-has_chosen = has chosen
deb-choosing = choosing
deb-this_deal = this deal:
deb-placing = { $who } is choosing the boat of { $card }.
deb-your_choice = Your choice: { $card }{ $boat ->
        [norman] {" "}→ Norman boat
        [english] {" "}→ English boat
       *[none] {""}
    }. Waiting for the others…
deb-your_hand = Your hand
deb-you_choose_boat = you choose the boat
deb-play = play{" "}
deb-boat_later = (boat chosen when placed)
deb-put = { $boat } ←{" "}
deb-would_capture = 5th card: you capture it (worth { $n })
deb-would_cover = covers a card
deb-end_phase = End the phase (defaults)
deb-put_here = Put { $card } here
deb-declare_here = Play { $card } for this boat
deb-legend_title = Rules reminder
deb-legend = Red → Norman boat, blue → English boat; grey, orange, green and two-coloured cards: the player chooses. A card lower than every visible card covers the first one. Grey = 0 points, orange: boat worth 0, green: boat ×2. A single-colour haul scores negative.
deb-prompt_choose = Choose the card to play, in secret.
deb-prompt_change = Your choice is made; you may still change it.
deb-prompt_place = Which boat for { $card }?
deb-prompt_boat = { $card }: choose its boat (or tap the card again to cancel).
deb-deal_n = Deal { $n }
deb-turn_n = turn { $n }
deb-over_n = Game over after { $n ->
        [one] 1 deal
       *[other] { $n } deals
    }
deb-deal_end = End of deal { $n }
deb-by_deal = deal by deal
deb-deal_col = deal
deb-lowest_wins = Lowest total wins; the game stops when a total reaches { $n }.
deb-final_line = { $deals ->
        [one] 1 deal played
       *[other] { $deals } deals played
    } · threshold { $n } · lowest total wins.

## Débarquement: the events (Debarquement.narrate)

deb-ev-deal = { $n ->
        [one] 1 card dealt.
       *[other] { $n } cards dealt.
    }
deb-ev-deal-mine = You receive: { $cards }.{ $n ->
        [0] {""}
        [one] {" "}1 card dealt to the others.
       *[other] {" "}{ $n } cards dealt to the others.
    }
deb-ev-choose-hidden = { $who } has chosen a card.
deb-ev-choose = { $who } chooses { $card }.
deb-ev-choose_boat = { $who } chooses { $card } → { $boat ->
        [norman] Norman boat
       *[english] English boat
    }.
deb-ev-place = { $who } puts { $card } in the { $boat ->
        [norman] Norman boat
       *[english] English boat
    } ({ $covers ->
        [yes] covers a card
       *[other] { $visible }/{ $cap } visible
    }).
deb-ev-placed = { $who }: { $card } → { $boat ->
        [norman] Norman boat
       *[english] English boat
    } ({ $covers ->
        [yes] covers a card
       *[other] { $visible }/{ $cap } visible
    }).
deb-ev-end_phase = Time is up: the defaults are applied.
deb-ev-new_deal = Deal { $deal } — first player: { $who }.
deb-ev-captured = { $who } captures the { $boat ->
        [norman] Norman boat
       *[english] English boat
    } ({ $k } cards, worth { $n }): { $cards }
deb-ev-set_aside = Not enough cards for everyone: { $n ->
        [one] 1 pile card
       *[other] { $n } pile cards
    } set aside this deal.
deb-ev-eliminated = { $who } reached the threshold and is out.
deb-ev-over = Game over.

# Per-seat lists, one message per length (the messages that use them follow).
deb-ev-plays-1 = { $s0 }: { $c0 }
deb-ev-plays-2 = { deb-ev-plays-1 } · { $s1 }: { $c1 }
deb-ev-plays-3 = { deb-ev-plays-2 } · { $s2 }: { $c2 }
deb-ev-plays-4 = { deb-ev-plays-3 } · { $s3 }: { $c3 }
deb-ev-plays-5 = { deb-ev-plays-4 } · { $s4 }: { $c4 }
deb-ev-plays-6 = { deb-ev-plays-5 } · { $s5 }: { $c5 }
deb-ev-plays-7 = { deb-ev-plays-6 } · { $s6 }: { $c6 }
deb-ev-plays-8 = { deb-ev-plays-7 } · { $s7 }: { $c7 }
deb-ev-scores-1 = { $s0 } { $v0 }
deb-ev-scores-2 = { deb-ev-scores-1 } · { $s1 } { $v1 }
deb-ev-scores-3 = { deb-ev-scores-2 } · { $s2 } { $v2 }
deb-ev-scores-4 = { deb-ev-scores-3 } · { $s3 } { $v3 }
deb-ev-scores-5 = { deb-ev-scores-4 } · { $s4 } { $v4 }
deb-ev-scores-6 = { deb-ev-scores-5 } · { $s5 } { $v5 }
deb-ev-scores-7 = { deb-ev-scores-6 } · { $s6 } { $v6 }
deb-ev-scores-8 = { deb-ev-scores-7 } · { $s7 } { $v7 }
deb-ev-names-1 = { $s0 }
deb-ev-names-2 = { deb-ev-names-1 }, { $s1 }
deb-ev-names-3 = { deb-ev-names-2 }, { $s2 }
deb-ev-names-4 = { deb-ev-names-3 }, { $s3 }
deb-ev-names-5 = { deb-ev-names-4 }, { $s4 }
deb-ev-names-6 = { deb-ev-names-5 }, { $s5 }
deb-ev-names-7 = { deb-ev-names-6 }, { $s6 }
deb-ev-names-8 = { deb-ev-names-7 }, { $s7 }
deb-ev-reveal-1 = Reveal: { deb-ev-plays-1 }
deb-ev-reveal-2 = Reveal: { deb-ev-plays-2 }
deb-ev-reveal-3 = Reveal: { deb-ev-plays-3 }
deb-ev-reveal-4 = Reveal: { deb-ev-plays-4 }
deb-ev-reveal-5 = Reveal: { deb-ev-plays-5 }
deb-ev-reveal-6 = Reveal: { deb-ev-plays-6 }
deb-ev-reveal-7 = Reveal: { deb-ev-plays-7 }
deb-ev-reveal-8 = Reveal: { deb-ev-plays-8 }
deb-ev-deal_score-1 = Deal scores: { deb-ev-scores-1 }
deb-ev-deal_score-2 = Deal scores: { deb-ev-scores-2 }
deb-ev-deal_score-3 = Deal scores: { deb-ev-scores-3 }
deb-ev-deal_score-4 = Deal scores: { deb-ev-scores-4 }
deb-ev-deal_score-5 = Deal scores: { deb-ev-scores-5 }
deb-ev-deal_score-6 = Deal scores: { deb-ev-scores-6 }
deb-ev-deal_score-7 = Deal scores: { deb-ev-scores-7 }
deb-ev-deal_score-8 = Deal scores: { deb-ev-scores-8 }
deb-ev-totals-1 = Totals: { deb-ev-scores-1 }
deb-ev-totals-2 = Totals: { deb-ev-scores-2 }
deb-ev-totals-3 = Totals: { deb-ev-scores-3 }
deb-ev-totals-4 = Totals: { deb-ev-scores-4 }
deb-ev-totals-5 = Totals: { deb-ev-scores-5 }
deb-ev-totals-6 = Totals: { deb-ev-scores-6 }
deb-ev-totals-7 = Totals: { deb-ev-scores-7 }
deb-ev-totals-8 = Totals: { deb-ev-scores-8 }
deb-ev-single_colour-1 = Single colour over the whole game: { deb-ev-names-1 } (totals negated).
deb-ev-single_colour-2 = Single colour over the whole game: { deb-ev-names-2 } (totals negated).
deb-ev-single_colour-3 = Single colour over the whole game: { deb-ev-names-3 } (totals negated).
deb-ev-single_colour-4 = Single colour over the whole game: { deb-ev-names-4 } (totals negated).
deb-ev-single_colour-5 = Single colour over the whole game: { deb-ev-names-5 } (totals negated).
deb-ev-single_colour-6 = Single colour over the whole game: { deb-ev-names-6 } (totals negated).
deb-ev-single_colour-7 = Single colour over the whole game: { deb-ev-names-7 } (totals negated).
deb-ev-single_colour-8 = Single colour over the whole game: { deb-ev-names-8 } (totals negated).

## Options (GameOptions fields; label, .desc, .<choice>)
deb-opt-threshold = Losing threshold
deb-opt-threshold-desc = the total that ends the game and loses (30: Conquête rapide)
deb-opt-end_rule = When the threshold counts
deb-opt-end_rule-desc = when the threshold is checked: after each deal, after each capture, or players at the threshold are eliminated
deb-opt-end_rule-threshold_after_deal = after each deal
deb-opt-end_rule-threshold_after_capture = after each capture
deb-opt-end_rule-elimination = players at the threshold are out
deb-opt-max_deals = Most deals
deb-opt-max_deals-desc = the game ends after this many deals even if nobody reached the threshold
deb-opt-first_seat = First player (0 is player 1)
deb-opt-first_seat-desc = the first deal's first player (the player closest to 66 years old)
deb-opt-first_seat_rotation = First player of each deal
deb-opt-first_seat_rotation-desc = the first player passes to the next seat each deal, or stays
deb-opt-first_seat_rotation-clockwise = passes to the next player
deb-opt-first_seat_rotation-fixed = stays the same
deb-opt-neutral_choice = Boat of a neutral card
deb-opt-neutral_choice-desc = a neutral card's boat is chosen when it is placed, or with the card
deb-opt-neutral_choice-at_placement = chosen when it is placed
deb-opt-neutral_choice-predeclare = chosen with the card
deb-opt-revisable_selection = Changing your mind
deb-opt-revisable_selection-desc = a player may change his selection until everyone has selected (3 times at most)
deb-opt-draw_rule = Drawing
deb-opt-draw_rule-desc = everyone draws while the pile serves everyone, or one each in seat order
deb-opt-draw_rule-all_or_nothing = everyone or nobody
deb-opt-draw_rule-seat_order = one each in seat order
deb-opt-capture_timing = When a boat is captured
deb-opt-capture_timing-desc = a boat with 5 visible cards is captured at once, or at the end of the turn
deb-opt-capture_timing-immediate = at once
deb-opt-capture_timing-end_of_turn = at the end of the turn
deb-opt-green_mode = Green cards
deb-opt-green_mode-desc = green cards double a boat once, or once per green card
deb-opt-green_mode-once = double a boat once
deb-opt-green_mode-per_card = double it once per green card
deb-opt-mono_scope = Single colour counted over
deb-opt-mono_scope-desc = the single-colour rule applies to each deal's captures, or to the whole game's
deb-opt-mono_scope-deal = each deal
deb-opt-mono_scope-game = the whole game
deb-opt-mono_ignore = Single colour ignores
deb-opt-mono_ignore-desc = the single-colour test ignores grey cards, or grey, orange and green cards
deb-opt-mono_ignore-grey = grey cards
deb-opt-mono_ignore-grey_orange_green = grey, orange and green cards
deb-opt-tie_rule = Tie for the lowest total
deb-opt-tie_rule-desc = tied lowest totals share the victory, or the fewest captured boats wins
deb-opt-tie_rule-shared = a shared victory
deb-opt-tie_rule-fewer_captured_boats = fewest captured boats wins
deb-opt-captures_visible = Everyone's captured boats shown
deb-opt-captures_visible-desc = everyone sees every player's captured boats (false: only their counts)
deb-opt-selection_seconds = Seconds to choose a card
deb-opt-selection_seconds-desc = clock: seconds to select a card before the lowest is played
deb-opt-placement_seconds = Seconds to place a neutral card
deb-opt-placement_seconds-desc = clock: seconds to choose a neutral card's boat before the default
