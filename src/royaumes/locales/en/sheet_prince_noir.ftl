## Les Chevauchées du Prince Noir's score sheet (issue 22): the final position, scored once.

sheet-prince_noir-field-castles = Castles at the end
sheet-prince_noir-field-hand = Cards in hand
sheet-prince_noir-castle = Castle { $castle }
sheet-prince_noir-help-castles = Tap the castles this player controls at the end, by their position along the row (1 to { $castles }); every castle belongs to one player.
sheet-prince_noir-help-hand = Cards still in this player's hand at the end; each scores 1.
sheet-prince_noir-expects = The final position: each player's castles and cards in hand
sheet-prince_noir-row = Final position

sheet-prince_noir-step-castles = { $player }: { $n ->
    [one] { $n } castle
   *[other] { $n } castles
  } ({ $castles }): { $n ->
    [one] { $n } point
   *[other] { $n } points
  }
sheet-prince_noir-step-hand = { $player }: { $n ->
    [one] { $n } card
   *[other] { $n } cards
  } in hand: { $n ->
    [one] { $n } point
   *[other] { $n } points
  }
sheet-prince_noir-step-largest = { $player }: largest group of adjacent castles { $n }: { $n ->
    [one] { $n } point
   *[other] { $n } points
  }
sheet-prince_noir-step-total = { $player }: { $castles } + { $cards } + { $largest } = { $total }

sheet-prince_noir-end-all_castles = { $player } holds all the castles and wins at once
sheet-prince_noir-end-higher_score = { $player } has the higher score ({ $winner_points } to { $loser_points }) and wins
sheet-prince_noir-end-equal_score = Equal scores ({ $points }): the larger largest group wins
sheet-prince_noir-end-larger_group = { $player } has the larger largest group ({ $winner_group } to { $loser_group }) and wins
sheet-prince_noir-end-equal_group = Equal largest groups ({ $size })
sheet-prince_noir-end-more_castles = { $player } has more castles ({ $winner_castles } to { $loser_castles }) and wins
sheet-prince_noir-end-equal_castles = Equal castles ({ $castles })
sheet-prince_noir-end-draw = Draw: both players win

sheet-prince_noir-error-per_person = { $field }: { $n } values for { $people } players
sheet-prince_noir-error-castle = { $player }: { $castle } is not a castle (1 to { $castles })
sheet-prince_noir-error-castle_twice = { $player }: castle { $castle } is entered twice
sheet-prince_noir-error-castle_both = castle { $castle } is entered for both players: a tile shows one side
sheet-prince_noir-error-castle_unowned = castle { $castle } has no owner: every tile shows one side
sheet-prince_noir-error-hand = { $player } holds { $n } cards: a hand holds at most { $max }
sheet-prince_noir-error-hand_all_castles = { $player } holds { $n } cards: on the turn a player takes all { $castles } castles, each places at least 2 cards, so at most { $max } stay in hand
sheet-prince_noir-error-not_over = the game is not over: both players hold 2 cards or more and nobody holds all { $castles } castles
sheet-prince_noir-owner = { $player }
sheet-prince_noir-help-owners = For each castle along the row (1 to { $castles }), who controls it at the end.
sheet-prince_noir-error-owner = castle { $castle }: { $owner } is not a player of this sheet
