## Feuille de score du Débarquement (issue 22) : à chaque donne, les bateaux pris par chacun.
## $person est une personne (son nom sur la feuille).

sheet-debarquement-card = { $card } ({ $colour ->
        [red] rouge
        [blue] bleue
        [red_blue] rouge et bleue
        [grey] grise
        [orange] orange
       *[green] verte
    })
sheet-debarquement-boats = Bateaux pris
sheet-debarquement-boats_help = Un groupe de cartes par bateau pris pendant la donne, cartes recouvertes comprises.
sheet-debarquement-deal = Donne { $n }
sheet-debarquement-expects = Donne { $n } : les bateaux pris par chaque joueur (la partie s’arrête quand un total atteint { $threshold }, ou après la donne { $max })
sheet-debarquement-not_playing = { $person } est hors jeu.
sheet-debarquement-boat = { $person }, bateau { $n } : { $cards } → { $sum } = { $base }
sheet-debarquement-boat_orange = { $person }, bateau { $n } : l’orange { $cards } fait valoir 0 au bateau
sheet-debarquement-boat_green = { $person }, bateau { $n } : la verte { $cards } → ×{ $factor } = { $value }
sheet-debarquement-no_capture = { $person } : aucun bateau pris, 0
sheet-debarquement-deal_total = { $person } : { $total } pour l’ensemble des bateaux
sheet-debarquement-single_colour = { $person } : toutes les cartes sont { $colour ->
        [red] rouges
       *[blue] bleues
    } ({ $ignore ->
        [grey] grises mises à part
       *[other] grises, orange et vertes mises à part
    }) : le score devient négatif, { $score }
sheet-debarquement-mixed = { $person } : plusieurs couleurs, score de la donne { $score }
sheet-debarquement-mono_later = { $person } : score de la donne { $score } (l’unicolore se compte en fin de partie)
sheet-debarquement-reached = { $person } atteint { $total } (seuil { $threshold }) : la partie s’arrête
sheet-debarquement-eliminated = { $person } atteint { $total } (seuil { $threshold }) et sort du jeu
sheet-debarquement-deal_limit = Nombre maximal de donnes atteint ({ $deals }) : la partie s’arrête
sheet-debarquement-last_standing = { $left ->
        [0] Plus aucun joueur en lice : la partie s’arrête
       *[other] Un seul joueur reste en lice : la partie s’arrête
    }
sheet-debarquement-game_single_colour = { $person } : toutes les cartes prises dans la partie sont { $colour ->
        [red] rouges
       *[blue] bleues
    } : { $before } devient { $after }
sheet-debarquement-loses = { $person } perd avec { $total } (seuil { $threshold } atteint)
sheet-debarquement-out = { $person } : hors jeu depuis la donne { $deal }
sheet-debarquement-lowest = Plus petit total : { $total }{ $tied ->
        [1] {""}
       *[other] {" "}(égalité entre { $tied } joueurs)
    }
sheet-debarquement-tie_boats = { $person } : { $boats ->
        [one] 1 bateau pris
       *[other] { $boats } bateaux pris
    } dans la partie
sheet-debarquement-fewest_boats = Le moins de bateaux pris l’emporte : { $boats }
sheet-debarquement-shared = { $n } joueurs se partagent la victoire
sheet-debarquement-winner = { $person } gagne avec { $total }
sheet-debarquement-error-people = une donne demande une liste de bateaux par joueur : { $expected }, pas { $n }
sheet-debarquement-error-card_unknown = { $person } : { $card } n’est pas une carte (1 à 50)
sheet-debarquement-error-card_twice = { $person } : la carte { $card } est saisie deux fois dans cette donne (aussi chez { $other })
sheet-debarquement-error-out_captures = { $person } est hors jeu et ne peut pas prendre de bateau
sheet-debarquement-error-boat_small = { $person }, bateau { $boat } : { $n } cartes, or un bateau se prend à sa { $min }e carte visible
sheet-debarquement-error-boat_mixed = { $person }, bateau { $boat } : la rouge { $red } et la bleue { $blue } ne vont pas dans le même bateau
sheet-debarquement-error-boats_many = { $person } : { $n } bateaux, or on prend au plus un bateau par tour ({ $max } tours dans une donne)
sheet-debarquement-error-cards_many = { $n } cartes prises, or une donne n’en joue que { $max }
