fac-title = { $title } · round { $round }/{ $rounds } · { $stage }
fac-title_over = { $title } · game over
fac-stage_recruit = recruit
fac-stage_reveal = reveal
fac-ruby_one = { $n } Ruby
fac-ruby_many = { $n } Rubies
fac-coin_one = { $n } Coin
fac-coin_many = { $n } Coins
fac-bandit_one = { $n } Bandit
fac-bandit_many = { $n } Bandits
fac-nothing = nothing
fac-hidden_payment = { $n } (Coins or Rubies, split unseen)
fac-closed = closed
fac-cost = cost { $cost }
fac-square = Royal Square
fac-empty = (empty)
fac-deck_size = deck: { $n }
fac-gallery = Gallery
fac-more_influential = → more influential
fac-scandal_row = Scandal
fac-family = family
fac-portrait = Portrait
fac-bandits = Bandits
fac-heirloom = Heirloom
fac-chest = chest
fac-mercenaries = Mercenaries
fac-closed_chest = closed chest
fac-heirloom_sold = sold
fac-heirloom_kept = kept
fac-out = out
fac-space_rank = space { $space } · #{ $rank }
fac-shared_deck = Shared deck:{" "}
fac-deck_facts = { $n } cards face down, { $played } turned over
fac-event_stack = Event stack: { $n }
fac-reserve = reserve: { $rubies } Rubies, { $coins } Coins, { $bandits } Bandits
fac-turned_over = Turned over this round:{" "}
fac-resolving = Resolving:{" "}
fac-your_cards = Your Mercenaries:{" "}
fac-ask_recruit = Recruit one Mercenary; Rubies may stand in for Coins.
fac-your_chest = Your chest: { $rubies }, { $coins }.
fac-ask_pay = Pay { $amount } ({ $what }): split it between Coins and Rubies (→ what stays in your chest; only Rubies score).
fac-colon = :{" "}
fac-for_deck = the top card of deck L{ $level }
fac-for_bribe = to return { $bandits }
fac-for_mages = a roll of the magic die
fac-ask_bribe = Bribery: return how many of your { $bandits }, at 1 Coin or Ruby each?
fac-ask_choose = Your level-1 card is revealed: choose the half that applies this time.
fac-ask_next = Choose which symbol of your card resolves next.
fac-ask_bandit = BANDIT: choose the family that takes a Masked Bandit.
fac-ask_hit = HIT: choose the family that loses 1 Ruby.
fac-ask_move = MOVE: choose a Portrait and a way; it goes to the next free space.
fac-ask_mages = Mercenary Mages: pay 1 Coin or Ruby to roll the magic die once, or pass.
fac-recruit = recruit
fac-recruit_deck = top of deck L{ $level }, blind, { $cost }
fac-for_cost = for { $cost }
fac-free = for free
fac-skip = recruit nothing
fac-pay = pay { $what }
fac-leaves = → { $coins }, { $rubies }
fac-choose = choose
fac-next = resolve next
fac-bandit_to = give a Masked Bandit to
fac-has_bandits = (has { $n })
fac-hit = hit
fac-rank = rank { $rank }
fac-left = left
fac-right = right
fac-move = move { $who }'s Portrait { $side } to space { $space }
fac-move_own = move your Portrait { $side } to space { $space }
fac-rank_change = (rank { $old } → { $new })
fac-bribe_none = keep your Bandits (pay nothing)
fac-bribe = return { $bandits } for { $k }
fac-mages_roll = pay 1 to roll the magic die
fac-mages_pass = pass
fac-drew = { $who } draws{" "}
fac-event_added = End of round: an unseen Event joins the shared deck, face down.
fac-event_added_known = End of round: this Event joins the shared deck, face down:{" "}
fac-rolls = { $who } rolls
fac-event = Event
fac-ignored = its family is out of the game: ignored
fac-spared = no loss:
fac-no_bandits = nobody has a Masked Bandit: nothing happens
fac-burgled = (most Bandits: { $n }): −2 Rubies each, all their Bandits returned
fac-in_order = In influence order:
fac-least_rolls = { $who }, the least influential, rolls the magic die
fac-round_recruit = Round { $round } · Recruit
fac-round_reveal = Round { $round } · Reveal
fac-costs = Costs:
fac-order = Recruit order:
fac-order_twice = Recruit order (two passes this round):
fac-shuffled = The shared deck ({ $n } cards) is shuffled and turned over one card at a time.
fac-sells = must pay with an empty chest: sells its Heirloom for { $value } Rubies
fac-eliminated = is eliminated: its Portrait leaves the Gallery, its Bandits go back; the game ends with this round
fac-final_adjustments = Final adjustments
fac-nobody_in_play = no family is left in play
fac-adj_influence = the most influential
fac-no_coins = Nobody has a Coin: no Ruby for the most Coins.
fac-adj_coins = the most Coins ({ $n })
fac-no_bandits_end = Nobody has a Masked Bandit: no loss for the most Bandits.
fac-adj_bandits = the most Masked Bandits ({ $n })
fac-skips = recruits nothing (no card is affordable)
fac-chooses = chooses
fac-next_is = resolves next
fac-keeps = keeps its Bandits ({ $n })
fac-passes = passes
fac-paid = paid { $what }
fac-recruits_blind = takes the top card of the level-{ $level } deck, blind
fac-recruits = recruits
fac-pays = pays { $what }
fac-bribes = pays { $what } and returns { $bandits }
fac-mages_pays = pays { $what } to roll the magic die
fac-gives_bandit = gives a Masked Bandit to
fac-now_bandits = (now { $n })
fac-hits = hits
fac-moves = moves
fac-moves_own = moves its own Portrait
fac-standing_sold = Heirloom sold
fac-standing_kept = Heirloom kept
fac-to_space = { $side } to space { $space }
fac-bribes_k = returns { $bandits }
fac-mages_rolls = pays 1 to roll the magic die
fac-no_rival = no rival left in play: nothing happens
fac-setup = Setup
fac-gallery_order = Gallery, most influential first (space):
fac-starting = Each family has { $rubies } Rubies and its Heirloom; starting Coins:
fac-face_up = Face up in the Royal Square:
fac-refill = The Royal Square is refilled:
fac-final_caption = score = Rubies + { $heirloom } for an Heirloom still in the chest; Coins do not count; a tie goes to the more influential family
fac-score = score
fac-rubies = Rubies
fac-coins = Coins
fac-sold = sold
fac-eliminated_nth = out ({ $n })
fac-tie = { $names } tie at { $score }: { $winner } wins, being more influential (spaces { $spaces }).
fac-no_winner = Every family was eliminated: nobody wins.

## Narration: one message per event (royaumes.games.for_a_crown.rules._narrate)

fac-what =
    { $split ->
        [hidden] { $total } (Coins or Rubies, split unseen)
       *[shown] { $coins ->
            [0] { $rubies ->
                [one] 1 Ruby
               *[other] { $rubies } Rubies
            }
           *[other] { $coins ->
                [one] 1 Coin
               *[other] { $coins } Coins
            }{ $rubies ->
                [0] {""}
                [one] {" "}+ 1 Ruby
               *[other] {" "}+ { $rubies } Rubies
            }
        }
    }
fac-gains =
    { $gain ->
        [yes] {" "}— { $gainer }{ $ruby_gain ->
            [0] {""}
           *[other] {" "}+{ $ruby_gain } { $ruby_gain ->
                [one] Ruby
               *[other] Rubies
            }
        }{ $coin_gain ->
            [0] {""}
           *[other] {" "}+{ $coin_gain } { $coin_gain ->
                [one] Coin
               *[other] Coins
            }
        }
       *[no] {""}
    }{ $idle ->
        [0] {""}
       *[other] {" "}(no rival left in play: nothing happens)
    }
fac-ev-setup = Setup — Gallery, most influential first (space): { $order }. Each family has { $rubies } Rubies and its Heirloom; starting Coins: { $coins }.
fac-ev-face_up = Face up in the Royal Square: { $cards }.
fac-ev-refill = The Royal Square is refilled: { $cards }.
fac-ev-recruit_free = { $who } hires { $card }, free.
fac-ev-recruit_deck_free = { $who } takes the top card of the L{ $level } deck, blind, free.
fac-ev-skip = { $who } recruits nothing (nothing affordable).
fac-ev-pay_recruit = { $who } hires { $card }, paying { fac-what }.
fac-ev-pay_deck = { $who } takes the top card of the L{ $level } deck, blind, paying { fac-what }.
fac-ev-pay_bribe = { $who } pays { fac-what } to return { $bandits ->
        [one] 1 Masked Bandit
       *[other] { $bandits } Masked Bandits
    }.
fac-ev-pay_mages = { $who } pays { fac-what } to roll the magic die.
fac-ev-draw = { $who } draws { $card }.
fac-ev-reveal = { $number }. Turned over: { $card } of { $who }{ fac-gains }.
fac-ev-reveal_ignored = { $number }. Turned over: { $card } of { $who }, out of the game: ignored.
fac-ev-event_scandal = { $number }. Event turned over: { $card }. { $anyone ->
        [yes] Losses: { $seats }{ $some_spared ->
            [yes] {" "}· no loss: { $spared }
           *[no] {""}
        }.
       *[no] Nobody loses anything.
    }
fac-ev-event_burglary = { $number }. Event turned over: { $card }. { $seats } (most Bandits: { $n }) lose 2 Rubies each and return their Bandits.
fac-ev-event_nobody = { $number }. Event turned over: { $card }. Nobody has a Masked Bandit: nothing happens.
fac-ev-event_bribery = { $number }. Event turned over: { $card }. In influence order: { $seats }.
fac-ev-event_mages = { $number }. Event turned over: { $card }. In influence order: { $seats }.
fac-ev-event_helping_hand = { $number }. Event turned over: { $card }. { $roller }, the least influential, rolls the magic die.
fac-ev-choose = { $who } chooses { $symbol }{ fac-gains }.
fac-ev-next = { $who } resolves { $symbol } next{ fac-gains }.
fac-ev-bandit = { $who } gives a Masked Bandit to { $target } (now { $now }){ fac-gains }.
fac-ev-hit = { $who } hits { $target }: −1 Ruby{ fac-gains }.
fac-ev-move = { $who } moves { $target }'s Portrait { $side ->
        [left] left
       *[right] right
    } to space { $space }{ $changed ->
        [yes] {" "}(rank { $old } → { $new })
       *[no] {""}
    }{ fac-gains }.
fac-ev-move_own = { $who } moves its own Portrait { $side ->
        [left] left
       *[right] right
    } to space { $space }{ $changed ->
        [yes] {" "}(rank { $old } → { $new })
       *[no] {""}
    }{ fac-gains }.
fac-ev-bribe_keep = { $who } keeps its { $bandits ->
        [one] 1 Masked Bandit
       *[other] { $bandits } Masked Bandits
    }.
fac-ev-mages_pass = { $who } passes.
fac-ev-event_added = End of round { $round }: an unseen Event joins the shared deck; recruiting gets cheaper.
fac-ev-event_known = End of round { $round }: { $card } joins the shared deck face down; recruiting gets cheaper.
fac-ev-roll = { $who } rolls the magic die: { $symbol }{ fac-gains }.
fac-ev-sell = ⚠ { $who } must pay with an empty chest: sells its Heirloom for { $value } Rubies.
fac-ev-eliminate = ✖ { $who } is eliminated: its Portrait leaves the Gallery, its Bandits go back; the game ends with this round.
fac-ev-round = Round { $round } · Recruit. Costs: { $costs }. Order: { $order }{ $passes ->
        [2] {" "}(two passes)
       *[other] {""}
    }.
fac-ev-reveal_round = Round { $round } · Reveal: the shared deck ({ $cards } cards) is shuffled and turned over one card at a time.
fac-ev-over = Game over. Final adjustments: { $anyone ->
        [yes] +1 Ruby to { $first } (most influential){ $top ->
            [0] {""}
           *[other] ; +1 Ruby to { $rich } (most Coins: { $top })
        }{ $most ->
            [0] {""}
           *[other] ; −1 Ruby to { $masked } (most Bandits: { $most })
        }
       *[no] no family is left in play
    }. The chests are opened.
