## Les Chevauchées du Prince Noir (pn): narration, terminal and page.

## Sides and cards
pn-side-E = English
pn-side-F = French
pn-card-Sg = Siège (siege)
pn-card-Ch = Chevauchée (mounted raid)
pn-card-Rd = Raid
pn-card-Pl = Pillage

## Narration of the engine's events (Game.narrate)
pn-ev-sides = { $english } plays the English (E); { $french } plays the French (F)
pn-ev-draw = { $to } draws: { $cards }
pn-ev-draw-mine = You draw: { $cards }
pn-ev-draw-hidden = { $to } draws { $n ->
    [one] { $n } card
   *[other] { $n } cards
  }
pn-ev-attack = { $who } attacks castle { $castle } with { $cards }
pn-ev-defend = { $who } defends castle { $castle } with { $cards }
pn-ev-attack-hidden = { $who } attacks castle { $castle } with { $n ->
    [one] { $n } face-down card
   *[other] { $n } face-down cards
  }
pn-ev-defend-hidden = { $who } defends castle { $castle } with { $n ->
    [one] { $n } face-down card
   *[other] { $n } face-down cards
  }
pn-ev-order = { $who } sets the order: castle { $first } first, then { $second }
pn-ev-reveal = Reveal — castle { $x }: { $x_side ->
    [E] English { $x_attack } against French { $x_defend }
   *[F] French { $x_attack } against English { $x_defend }
  }; castle { $y }: { $y_side ->
    [E] English { $y_attack } against French { $y_defend }
   *[F] French { $y_attack } against English { $y_defend }
  }
pn-outcome_flip = attack { $attack } against defence { $defence }: goes to the { $side ->
    [E] English
   *[F] French
  }
pn-outcome_hold = attack { $attack } against defence { $defence }: the defender holds
pn-ev-flip = Combat at castle { $castle }: { pn-outcome_flip }
pn-ev-hold = Combat at castle { $castle }: { pn-outcome_hold }
pn-ev-all_castles = The { $side ->
    [E] English
   *[F] French
  } hold all 8 castles!
pn-ev-exhausted = The cards are exhausted: final scoring.
pn-ev-no_main = A hand has no main card left: final scoring.

## Terminal
pn-title = { $title } · turn { $turn }
pn-title_over = { $title } · game over
pn-shield_line = Shield (first player): { $side }
pn-you_are = You play the { $side } ({ $letter }).
pn-runs = Runs:{" "}
pn-largest = largest group
pn-seat = Seat
pn-side = Side
pn-castles = Castles
pn-hand = Hand
pn-pile = Pile
pn-played = Played
pn-placements = This turn:
pn-at = castle { $castle }
pn-verb-attack = attacks
pn-verb-defend = defends
pn-label-attack = attack castle { $castle } with { $cards } (value { $value }{ $chain })
pn-label-defend = defend castle { $castle } with { $cards } (value { $value }{ $chain })
pn-label-chain = {" "}+ chain { $n }
pn-label-bonus = {" "}incl. pillage bonus { $n }
pn-group-attack = attack castle { $castle }{ $chain }: choose among { $n } groups
pn-group-defend = defend castle { $castle }{ $chain }: choose among { $n } groups
pn-score_title = Final scores
pn-score_row = { $castles } castles + { $cards } cards + largest group { $largest } = { $total }
pn-board_now = {"  "}Board:{" "}

## Page
pn-card_sub = attack { $v }
pn-card_sub_short = atk { $v }
pn-n_cards = { $n ->
    [one] { $n } card
   *[other] { $n } cards
  }
pn-face_down = { $n ->
    [one] { $n } face-down card
   *[other] { $n } face-down cards
  }
pn-castle_label = Castle { $n } ({ $side })
pn-line = The line of 8 castles
pn-first_short = 1st
pn-second_short = 2nd
pn-order_first = resolve the combat at castle { $n } first
pn-pick_attack = target castle { $n } (attack)
pn-pick_defend = target castle { $n } (defence)
pn-shield = shield
pn-shield_help = First player this turn
pn-castles_n = ♜ { $n } castles
pn-largest_n = group { $n }
pn-largest_help = Largest group of adjacent castles
pn-hand_n = hand { $n }
pn-pile_n = pile { $n }
pn-discard = discard
pn-discard_help = Cards already played (common discard, face up)
pn-unseen = left
pn-unseen_help = Cards still in the opponent's hand or pile (their deck less the revealed cards)
pn-role-attack = attack
pn-role-defend = defence
pn-total = = { $v }
pn-total_help = Combat value, chains included
pn-base = value { $v }
pn-base_help = Value of the cards, without chains
pn-this_turn = This turn's combats
pn-order_is = order: { $a } then { $b }
pn-castle_title = Castle { $n } ({ $xy })
pn-castle_plain = Castle { $n }
pn-last_turn = Last turn
pn-prompt_order = Choose the combat resolved first: tap its castle.
pn-prompt_open_x = Your opening: tap a castle (an enemy one to attack it, one of yours to defend it), then pick your cards. Keep at least 1 card.
pn-prompt_answer_x = Answer at castle { $x } ({ $role }): pick your cards, keeping at least 1 card.
pn-prompt_open_y = Choose castle Y ({ $role }), other than { $x }, then your cards.
pn-prompt_answer_y = Answer at castle { $y } ({ $role }): pick your cards.
pn-order_label = Castle { $a } first, then { $b }
pn-confirm_attack = Attack castle { $n } with { $cards } (strength { $v }{ $chain })
pn-confirm_defend = Defend castle { $n } with { $cards } (strength { $v }{ $chain })
pn-with_chain = , chain +{ $c } included
pn-hint_castle = Tap a framed castle.
pn-hint_tap_green = The green castles accept this group: tap one.
pn-hint_cards = Pick the cards of your group.
pn-hint_bad_attack = An attack: exactly 1 main card ({ $mains }) plus any Pillages.
pn-hint_bad_defence = This group is not possible here (keep at least 1 card if you still have to play).
pn-clear = Clear
pn-your_hand = Your hand
pn-empty_hand = Empty hand.
pn-rules_short = Rules reminder
pn-chains_here = Chains at castle { $n }: you +{ $me }, your opponent +{ $opp }.
pn-tag_attack = att
pn-tag_defend = def
pn-rule_reminder = Attack: 1 main card + Pillages, card values + chains. Defence: 1 per card, { $bonuses } for { $pillages } Pillages, + chains. Ties: the defender holds.
pn-legend_tail = chain of { $runs } neighbouring castles: { $bonuses }
pn-status = Turn { $turn } · shield: { $side } ({ $who }) · { $phase }
pn-status_over = Game over at turn { $turn }
pn-phase-open_x = opening at castle X
pn-phase-answer_x = answer at castle X
pn-phase-open_y = opening at castle Y
pn-phase-answer_y = answer at castle Y
pn-phase-order = choosing the combat order
pn-phase-over = over
pn-phase-sides = drawing the sides
pn-phase-draw = drawing
pn-colon = :{" "}
pn-reveal_one_short = { $side ->
    [E] English { $attack } against French { $defend }
   *[F] French { $attack } against English { $defend }
  }
pn-interlude_title = Combat results
pn-seat_info = { $side } · { $n } ♜

## Options (GameOptions fields; label, .desc, .<choice>)
pn-opt-chain_mode = Chain bonus
pn-opt-chain_mode-desc = chain bonus: both sides' runs summed, the better side only, or one combined run
pn-opt-chain_mode-per_side_sum = both sides added
pn-opt-chain_mode-per_side_max = the better side only
pn-opt-chain_mode-combined = one combined run
pn-opt-order_timing = When the combat order is chosen
pn-opt-order_timing-desc = the second player chooses the resolution order before or after the reveal
pn-opt-order_timing-before_reveal = before the reveal
pn-opt-order_timing-after_reveal = after the reveal
pn-opt-no_main_card = No main card in hand
pn-opt-no_main_card-desc = without a main card, attack with pillages only, or the game ends
pn-opt-no_main_card-pillage_attack = attack with pillages only
pn-opt-no_main_card-end_game = the game ends
pn-opt-sides = Sides
pn-opt-sides-desc = which seat plays the English: drawn at random, or seat 0
pn-opt-sides-random = drawn at random
pn-opt-sides-seat0_english = player 1 plays the English
pn-opt-final_tie = Final tie
pn-opt-final_tie-desc = after equal scores and equal largest groups: a draw, or more castles wins
pn-opt-final_tie-draw = a draw
pn-opt-final_tie-more_castles = more castles wins
pn-opt-hand_size = Hand size
pn-opt-hand_size-desc = the cards in hand after each refill
