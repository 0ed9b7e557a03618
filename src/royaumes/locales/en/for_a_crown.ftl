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
fac-shared_deck = Shared deck
fac-deck_facts = { fac-face_down }, { $played } turned over
fac-event_stack = Event stack: { $n }
fac-reserve = reserve: { $rubies } Rubies, { $coins } Coins, { $bandits } Bandits
fac-turned_over = Turned over this round
fac-resolving = Resolving
fac-your_cards = Your Mercenaries
fac-ask_recruit = Recruit one Mercenary; Rubies may stand in for Coins.
fac-your_chest = Your chest: { $rubies }, { $coins }.
fac-ask_pay = Pay { $amount } ({ $what }): split it between Coins and Rubies (→ what stays in your chest; only Rubies score).
fac-colon = :{" "}
fac-for_deck = the top card of deck L{ $level }
fac-for_bribe = to return { $bandits }
fac-for_mages = a roll of the magic die
fac-ask_bribe = Bribery: return how many of your { $bandits }, at 1 Coin or Ruby each?
fac-ask_choose = Your level-1 card { $card } is revealed: choose the half that applies this time.
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
fac-bribe_none = keep your Bandits (pay nothing)
fac-bribe = return { $bandits } for { $k }
fac-mages_roll = pay 1 to roll the magic die
fac-mages_pass = pass
fac-standing_sold = Heirloom sold
fac-standing_kept = Heirloom kept
fac-to_space = { $side } to space { $space }
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

## The page's own words (web/static/games/for_a_crown.js: its prompts are taps)

fac-round = Round { $round }/{ $rounds }
fac-stage_over = Game over
fac-square_title = Place Royale (Royal Square)
fac-gallery_title = Galerie (Gallery)
fac-square_hint = Glowing cards can be hired; a Ruby may stand in for a Coin.
fac-blind = top of the L{ $level } deck, blind ({ $n } left)
fac-stack_left = { $n } left
fac-space = space { $n }
fac-families = Families
fac-bandits_n = Ratons Voleurs (Masked Bandits): { $n }
fac-mercs_one = { $n } Mercenary
fac-mercs_many = { $n } Mercenaries
fac-face_down = { $n } cards face down
fac-deck_short = deck
fac-deck_waiting = Revealed card by card once everyone has recruited.
fac-nothing_turned = Nothing turned over yet.
fac-no_cards = none yet
fac-ask_recruit_tap = Hire a Mercenary: tap a glowing card of the Place Royale.
fac-ask_pay_split = Pay { $n } ({ $what }): choose the split.
fac-pay_btn = Pay { $what }
fac-ask_bandit_tap = Give a Raton Voleur (Masked Bandit): tap a rival family.
fac-ask_hit_tap = Hit: tap the rival family that loses 1 Ruby.
fac-ask_move_tap = Influence: tap a Portrait in the Galerie, then where it goes.
fac-ask_move_dir = Now tap where { $who }'s Portrait goes (next free space).
fac-give_bandit = Give a Bandit
fac-hit_btn = Hit: −1 Ruby
fac-cancel = Another Portrait
fac-end_title = The chests are opened
fac-chip = #{ $rank } · { $bandits }
fac-chip_score = { $n } pts

## Symbols (name, .rule in full, .one and .many on a card, $n: how many in a row) and Events (.rule), from games/for_a_crown/cards.toml's keywords (§2.2, §2.3, §5)
fac-sym-or = , or{" "}
fac-sym-then = ; then{" "}
fac-sym-RUBY = Ruby
fac-sym-RUBY-rule = gain 1 Ruby from the reserve into your chest
fac-sym-RUBY-one = gain 1 Ruby
fac-sym-RUBY-many = gain { $n } Rubies
fac-sym-COIN = Coin
fac-sym-COIN-rule = gain 1 Coin from the reserve into your chest
fac-sym-COIN-one = gain 1 Coin
fac-sym-COIN-many = gain { $n } Coins
fac-sym-BANDIT = Masked Bandit
fac-sym-BANDIT-rule = another family of your choice takes 1 Masked Bandit, placed in front of it
fac-sym-BANDIT-one = give a rival 1 Masked Bandit
fac-sym-BANDIT-many = give a rival 1 Masked Bandit, { $n } times
fac-sym-HIT = Hit
fac-sym-HIT-rule = another family of your choice returns 1 Ruby from its chest to the reserve (not to you)
fac-sym-HIT-one = make a rival lose 1 Ruby
fac-sym-HIT-many = make a rival lose 1 Ruby, { $n } times
fac-sym-MOVE = Influence
fac-sym-MOVE-rule = move any Portrait, yours included, to the next free space of the Gallery, left or right
fac-sym-MOVE-one = move a Portrait
fac-sym-MOVE-many = move a Portrait, { $n } times
fac-sym-DIE = Magic die
fac-sym-DIE-rule = roll the magic die and apply its face at once
fac-sym-DIE-one = roll the magic die
fac-sym-DIE-many = roll the magic die { $n } times
fac-event-scandal-rule = each family loses Rubies by its rank in the Gallery: the further left, the more it loses
fac-event-burglary-rule = the families with the most Masked Bandits (at least 1) lose 2 Rubies each, then return all their Bandits
fac-event-bribery-rule = in influence order, each family with Bandits may pay any number of Coins or Rubies to return as many Bandits
fac-event-mages-rule = in influence order, each family may pay 1 Coin or 1 Ruby to roll the magic die once
fac-event-helping_hand-rule = the least influential family rolls the magic die and applies its face

## The catalogue (texts.catalogue_markdown: rules appendix)
fac-cat-symbols = The six symbols
fac-cat-symbols_intro = A Mercenary shows symbols; when the card is revealed its owner applies them. The codes are the notation used at the table (`choose BANDIT`).
fac-cat-symbol = symbol
fac-cat-name = name
fac-cat-effect = what it does
fac-cat-mercs = The { $n } Mercenaries
fac-cat-mercs_intro = Level 1: three face-up stacks of identical cards showing two symbols; the owner applies **one** of the two, chosen again at each reveal. Levels 2 to 5: one face-down deck each, two cards face up below it; **every** symbol applies, in printed order. A card is named by its id (`L3-07`).
fac-cat-level = Level { $level } ({ $n } cards)
fac-cat-card = card
fac-cat-copies = copies
fac-cat-symbols_col = symbols
fac-cat-events = The { $n } Events
fac-cat-events_intro = The Starting Events form the first shared deck; the others make the face-down Event stack, and one joins the shared deck, unseen, at the end of each of rounds 1 to 3. Events are never discarded either: each fires once every round.
fac-cat-event = Event
fac-cat-starting = starting
fac-cat-yes = yes
fac-cat-no = {""}
fac-cat-scandal = Scandal losses by rank in the Gallery (rank 1 is the rightmost Portrait):
fac-cat-families = families in play
fac-cat-rank = rank { $rank }
fac-cat-die = The magic die
fac-cat-die_intro = Six faces, each a symbol that applies at once for whoever rolls:
fac-cat-costs = Recruitment costs by round
fac-cat-costs_intro = The cost tiles under the five columns of the Royal Square; “—”: no tile, the column cannot be recruited that round. Round 1 has { $passes } recruiting passes, the others one.
fac-cat-round = round
fac-cat-coins = Starting Coins: { $most } for the most influential family, { $least } for the least influential, { $middle } for every other.

## Options (GameOptions fields; label, .desc, .<choice>)
fac-opt-reserve = Reserve of tokens
fac-opt-reserve-desc = the reserve of Rubies, Coins and Bandits: unlimited, or the box counts
fac-opt-reserve-unlimited = unlimited
fac-opt-reserve-counted = the box's counts
fac-opt-gallery_size = Gallery spaces
fac-opt-gallery_size-desc = the number of spaces in the Gallery (more than the families)
fac-opt-start_space = First Portrait's space
fac-opt-start_space-desc = the space of the first Portrait; the others go to its left
fac-opt-scandal_mode = Scandal zones
fac-opt-scandal_mode-desc = Scandal zones by influence rank
fac-opt-scandal_mode-rank = by influence rank
fac-opt-recruit_compulsory = Recruiting is compulsory
fac-opt-recruit_compulsory-desc = a family must recruit when it can afford an option
fac-opt-symbol_order = Order of a card's symbols
fac-opt-symbol_order-desc = a card's symbols resolve in printed order, or in the owner's order
fac-opt-symbol_order-printed = printed order
fac-opt-symbol_order-owner_choice = the owner chooses
fac-opt-mages_order = Mercenary Mages' order
fac-opt-mages_order-desc = Mercenary Mages: the order is fixed at the reveal, or read live
fac-opt-mages_order-fixed = fixed at the reveal
fac-opt-mages_order-live = read again each time
fac-opt-payment_visibility = Payments seen by all
fac-opt-payment_visibility-desc = the Coin/Ruby split of a payment is public, or only its total
fac-opt-payment_visibility-public = Coins and Rubies
fac-opt-payment_visibility-hidden = the total only
