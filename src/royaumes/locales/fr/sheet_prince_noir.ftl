## Feuille de score des Chevauchées du Prince Noir (issue 22) : la position finale, comptée une fois.

sheet-prince_noir-field-castles = Châteaux à la fin
sheet-prince_noir-field-hand = Cartes en main
sheet-prince_noir-castle = Château { $castle }
sheet-prince_noir-help-castles = Touchez les châteaux que ce joueur contrôle à la fin, par leur place dans la ligne (1 à { $castles }) ; chaque château appartient à un joueur.
sheet-prince_noir-help-hand = Les cartes qui restent dans la main de ce joueur à la fin ; chacune rapporte 1 point.
sheet-prince_noir-expects = La position finale : les châteaux et les cartes en main de chaque joueur
sheet-prince_noir-row = Position finale

sheet-prince_noir-step-castles = { $player } : { $n ->
    [one] { $n } château
   *[other] { $n } châteaux
  } ({ $castles }) : { $n ->
    [one] { $n } point
   *[other] { $n } points
  }
sheet-prince_noir-step-hand = { $player } : { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
  } en main : { $n ->
    [one] { $n } point
   *[other] { $n } points
  }
sheet-prince_noir-step-largest = { $player } : plus grand groupe de châteaux adjacents { $n } : { $n ->
    [one] { $n } point
   *[other] { $n } points
  }
sheet-prince_noir-step-total = { $player } : { $castles } + { $cards } + { $largest } = { $total }

sheet-prince_noir-end-all_castles = { $player } contrôle tous les châteaux et gagne aussitôt
sheet-prince_noir-end-higher_score = { $player } a le meilleur score ({ $winner_points } contre { $loser_points }) et gagne
sheet-prince_noir-end-equal_score = Scores égaux ({ $points }) : le plus grand groupe l’emporte
sheet-prince_noir-end-larger_group = { $player } a le plus grand groupe ({ $winner_group } contre { $loser_group }) et gagne
sheet-prince_noir-end-equal_group = Plus grands groupes égaux ({ $size })
sheet-prince_noir-end-more_castles = { $player } a plus de châteaux ({ $winner_castles } contre { $loser_castles }) et gagne
sheet-prince_noir-end-equal_castles = Autant de châteaux ({ $castles })
sheet-prince_noir-end-draw = Égalité : les deux joueurs gagnent

sheet-prince_noir-error-per_person = { $field } : { $n } valeurs pour { $people } joueurs
sheet-prince_noir-error-castle = { $player } : { $castle } n’est pas un château (1 à { $castles })
sheet-prince_noir-error-castle_twice = { $player } : le château { $castle } est saisi deux fois
sheet-prince_noir-error-castle_both = le château { $castle } est saisi pour les deux joueurs : une tuile ne montre qu’un camp
sheet-prince_noir-error-castle_unowned = le château { $castle } n’a pas de propriétaire : chaque tuile montre un camp
sheet-prince_noir-error-hand = { $player } a { $n } cartes : une main en compte au plus { $max }
sheet-prince_noir-error-hand_all_castles = { $player } a { $n } cartes : au tour où un joueur prend les { $castles } châteaux, chacun pose au moins 2 cartes, il en reste donc au plus { $max } en main
sheet-prince_noir-error-not_over = la partie n’est pas finie : les deux joueurs ont 2 cartes ou plus et personne ne contrôle les { $castles } châteaux
sheet-prince_noir-owner = { $player }
sheet-prince_noir-help-owners = Pour chaque château le long de la rangée (1 à { $castles }), qui le contrôle à la fin.
sheet-prince_noir-error-owner = château { $castle } : { $owner } n’est pas un joueur de cette feuille
