## For a Crown's score sheet (issue 22): the end of the game from each family's chest.
## $person is a person (their name on the sheet).

sheet-for_a_crown-expects = After the last Reveal: each family's Gallery space, Rubies, Coins, Masked Bandits and Heirloom
sheet-for_a_crown-end = End of the game
sheet-for_a_crown-field-gallery = Gallery space
sheet-for_a_crown-field-gallery_help = Further right is more influential; a family eliminated during the game is out of play.
sheet-for_a_crown-space = space { $space }{ $edge ->
        [left] {" "}(far left)
        [right] {" "}(far right)
       *[none] {""}
    }
sheet-for_a_crown-space_out = out of play (eliminated)
sheet-for_a_crown-field-rubies = Rubies
sheet-for_a_crown-field-coins = Coins
sheet-for_a_crown-field-bandits = Masked Bandits
sheet-for_a_crown-field-heirloom = Heirloom still in the chest
sheet-for_a_crown-field-out = Order of elimination (1 = first out)
sheet-for_a_crown-out = { $person } was eliminated { $order ->
        [1] first
        [2] second
        [3] third
       *[other] { $order }th
    }: out of play, cannot win, scores 0
sheet-for_a_crown-nobody = No family is left in play: no adjustment
sheet-for_a_crown-most_influential = { $person } is the most influential (space { $space }): +1 Ruby → { $rubies }
sheet-for_a_crown-no_ruby_left = { $person }: { $reason ->
        [most_influential] the most influential
       *[most_coins] the most Coins
    }, but the reserve holds no Ruby left: no gain
sheet-for_a_crown-most_coins = { $person } has the most Coins ({ $coins }): +1 Ruby → { $rubies }
sheet-for_a_crown-no_coins = Nobody holds a Coin: no gain for the most Coins
sheet-for_a_crown-most_bandits = { $person } has the most Masked Bandits ({ $bandits }): −1 Ruby
sheet-for_a_crown-sell = { $person } has no Ruby left and sells the Heirloom: +{ $value } Rubies
sheet-for_a_crown-rubies_left = { $person }: { $rubies } Rubies left
sheet-for_a_crown-eliminated = { $person } cannot pay and is eliminated
sheet-for_a_crown-no_bandits = Nobody has a Masked Bandit: no loss for the most Bandits
sheet-for_a_crown-score = { $person }: { $rubies } Rubies + Heirloom { $heirloom } = { $total }
sheet-for_a_crown-score_out = { $person }: eliminated, 0
sheet-for_a_crown-tie = { $n } families tie at { $total }: the most influential wins
sheet-for_a_crown-tie_break = { $person }: space { $space }
sheet-for_a_crown-winner = { $person } wins with { $total }
sheet-for_a_crown-no_winner = Every family was eliminated: nobody wins
sheet-for_a_crown-error-people = { $field }: one value per family is needed: { $expected }, not { $n }
sheet-for_a_crown-error-out_order = { $person }: elimination order { $order }, but the { $n } families out of play are numbered 1 to { $n }, each once
sheet-for_a_crown-error-unknown_seat = { $n } is not a family of the { $expected }
sheet-for_a_crown-error-negative = { $person }: { $what ->
        [rubies] Rubies
        [coins] Coins
       *[bandits] Masked Bandits
    } cannot be negative ({ $n })
sheet-for_a_crown-error-space_range = { $person }: space { $space } is not on the Gallery (1 to { $size })
sheet-for_a_crown-error-space_twice = { $person }: space { $space } is { $other }'s already; two Portraits never share a space
sheet-for_a_crown-error-out_in_gallery = { $person } is out of play and has no Gallery space
sheet-for_a_crown-error-no_space = { $person } is in play and needs a Gallery space
sheet-for_a_crown-error-out_twice = { $person } is eliminated only once
sheet-for_a_crown-error-box = { $n } { $what ->
        [rubies] Rubies
        [coins] Coins
       *[bandits] Masked Bandits
    } in all, but the box holds { $max }
