fac-title = { $title } · manche { $round }/{ $rounds } · { $stage }
fac-title_over = { $title } · partie terminée
fac-stage_recruit = recrutement
fac-stage_reveal = révélation
fac-ruby_one = { $n } Rubis
fac-ruby_many = { $n } Rubis
fac-coin_one = { $n } Pièce
fac-coin_many = { $n } Pièces
fac-bandit_one = { $n } Raton
fac-bandit_many = { $n } Ratons
fac-nothing = rien
fac-hidden_payment = { $n } (Pièces ou Rubis, répartition cachée)
fac-closed = fermé
fac-cost = coût { $cost }
fac-square = Place Royale
fac-empty = (vide)
fac-deck_size = paquet : { $n }
fac-gallery = Galerie
fac-more_influential = → plus influent
fac-scandal_row = Scandale
fac-family = famille
fac-portrait = Portrait
fac-bandits = Ratons
fac-heirloom = Objet précieux
fac-chest = coffre
fac-mercenaries = Mercenaires
fac-closed_chest = coffre fermé
fac-heirloom_sold = vendu
fac-heirloom_kept = gardé
fac-out = hors jeu
fac-space_rank = case { $space } · n°{ $rank }
fac-shared_deck = Pile commune :{" "}
fac-deck_facts = { $n } cartes face cachée, { $played } retournées
fac-event_stack = pioche d'Événements : { $n }
fac-reserve = réserve : { $rubies } Rubis, { $coins } Pièces, { $bandits } Ratons
fac-turned_over = Retournées cette manche :{" "}
fac-resolving = En cours :{" "}
fac-your_cards = Vos Mercenaires :{" "}
fac-ask_recruit = Recrutez un Mercenaire ; un Rubis peut remplacer une Pièce.
fac-your_chest = Votre coffre : { $rubies }, { $coins }.
fac-ask_pay = Payez { $amount } ({ $what }) : en Pièces et en Rubis (→ ce qui reste au coffre ; seuls les Rubis comptent à la fin).
fac-colon = {" "}:{" "}
fac-for_deck = la carte du dessus du paquet L{ $level }
fac-for_bribe = pour rendre { $bandits }
fac-for_mages = un lancer du dé magique
fac-ask_bribe = Pot-de-vin : combien de vos { $bandits } rendez-vous, à 1 Pièce ou 1 Rubis chacun ?
fac-ask_choose = Votre carte de niveau 1 est révélée : choisissez la moitié qui s'applique cette fois.
fac-ask_next = Choisissez le symbole de votre carte qui s'applique ensuite.
fac-ask_bandit = BANDIT : choisissez la famille qui prend un Raton Voleur.
fac-ask_hit = HIT : choisissez la famille qui perd 1 Rubis.
fac-ask_move = MOVE : choisissez un Portrait et un sens ; il va à la prochaine case libre.
fac-ask_mages = Mages mercenaires : payez 1 Pièce ou 1 Rubis pour lancer une fois le dé magique, ou passez.
fac-recruit = recruter
fac-recruit_deck = paquet L{ $level } à l'aveugle, { $cost }
fac-for_cost = pour { $cost }
fac-free = gratuit
fac-skip = ne rien recruter
fac-pay = payer { $what }
fac-leaves = → { $coins }, { $rubies }
fac-choose = choisir
fac-next = appliquer ensuite
fac-bandit_to = donner un Raton Voleur à
fac-has_bandits = (en a { $n })
fac-hit = voler un Rubis à
fac-rank = rang { $rank }
fac-left = à gauche
fac-right = à droite
fac-move = déplacer { $who } { $side } → case { $space }
fac-move_own = déplacer votre Portrait { $side } → case { $space }
fac-rank_change = (rang { $old } → { $new })
fac-bribe_none = garder vos Ratons (ne rien payer)
fac-bribe = rendre { $bandits } pour { $k }
fac-mages_roll = payer 1 pour lancer le dé magique
fac-mages_pass = passer
fac-drew = { $who } pioche{" "}
fac-event_added = Fin de manche : un Événement inconnu rejoint la pile commune, face cachée.
fac-event_added_known = Fin de manche : cet Événement rejoint la pile commune, face cachée :{" "}
fac-rolls = { $who } lance le dé :
fac-event = Événement
fac-ignored = sa famille est hors jeu : ignorée
fac-spared = sans perte :
fac-no_bandits = personne n'a de Raton Voleur : rien ne se passe
fac-burgled = (le plus de Ratons : { $n }) : −2 Rubis chacune, tous leurs Ratons rendus
fac-in_order = Dans l'ordre d'influence :
fac-least_rolls = { $who }, la moins influente, lance le dé magique
fac-round_recruit = Manche { $round } · Recrutement
fac-round_reveal = Manche { $round } · Révélation
fac-costs = Coûts :
fac-order = Ordre de recrutement :
fac-order_twice = Ordre de recrutement (deux tours cette manche) :
fac-shuffled = La pile commune ({ $n } cartes) est mélangée puis retournée carte par carte.
fac-sells = doit payer, coffre vide : vend son Objet précieux pour { $value } Rubis
fac-eliminated = est hors jeu : son Portrait quitte la Galerie, ses Ratons retournent à la réserve ; la partie s'arrête à la fin de cette manche
fac-final_adjustments = Ajustements de fin de partie
fac-nobody_in_play = plus aucune famille en jeu
fac-adj_influence = la plus influente
fac-no_coins = Personne n'a de Pièce : pas de Rubis pour le plus de Pièces.
fac-adj_coins = le plus de Pièces ({ $n })
fac-no_bandits_end = Personne n'a de Raton Voleur : pas de perte pour le plus de Ratons.
fac-adj_bandits = le plus de Ratons Voleurs ({ $n })
fac-skips = ne recrute rien (aucune carte abordable)
fac-chooses = choisit
fac-next_is = applique ensuite
fac-keeps = garde ses Ratons ({ $n })
fac-passes = passe
fac-paid = payé { $what }
fac-recruits_blind = prend la carte du dessus du paquet de niveau { $level }, à l'aveugle
fac-recruits = recrute
fac-pays = paie { $what }
fac-bribes = paie { $what } et rend { $bandits }
fac-mages_pays = paie { $what } pour lancer le dé magique
fac-gives_bandit = donne un Raton Voleur à
fac-now_bandits = (en a { $n })
fac-hits = vise
fac-moves = déplace
fac-moves_own = déplace son propre Portrait
fac-standing_sold = Objet vendu
fac-standing_kept = Objet gardé
fac-to_space = { $side }, case { $space }
fac-bribes_k = rend { $bandits }
fac-mages_rolls = paie 1 pour lancer le dé magique
fac-no_rival = plus aucune famille rivale en jeu : rien ne se passe
fac-setup = Mise en place
fac-gallery_order = Galerie, de la plus influente à la moins influente (case) :
fac-starting = Chaque famille a { $rubies } Rubis et son Objet précieux ; Pièces de départ :
fac-face_up = Face visible sur la Place Royale :
fac-refill = La Place Royale est complétée :
fac-final_caption = score = Rubis + { $heirloom } pour un Objet précieux encore au coffre ; les Pièces ne comptent pas ; en cas d'égalité, la famille la plus influente l'emporte
fac-score = score
fac-rubies = Rubis
fac-coins = Pièces
fac-sold = vendu
fac-eliminated_nth = hors jeu ({ $n })
fac-tie = { $names } sont à égalité à { $score } : { $winner } l'emporte, plus influente (cases { $spaces }).
fac-no_winner = Toutes les familles sont hors jeu : personne ne gagne.

## Narration : un message par événement (royaumes.games.for_a_crown.rules._narrate)

fac-what =
    { $split ->
        [hidden] { $total } (Pièces ou Rubis, répartition cachée)
       *[shown] { $coins ->
            [0] { $rubies } Rubis
           *[other] { $coins ->
                [one] 1 Pièce
               *[other] { $coins } Pièces
            }{ $rubies ->
                [0] {""}
               *[other] {" "}+ { $rubies } Rubis
            }
        }
    }
fac-gains =
    { $gain ->
        [yes] {" "}— { $gainer }{ $ruby_gain ->
            [0] {""}
           *[other] {" "}+{ $ruby_gain } Rubis
        }{ $coin_gain ->
            [0] {""}
           *[other] {" "}+{ $coin_gain } { $coin_gain ->
                [one] Pièce
               *[other] Pièces
            }
        }
       *[no] {""}
    }{ $idle ->
        [0] {""}
       *[other] {" "}(plus aucune rivale en jeu : rien ne se passe)
    }
fac-ev-setup = Mise en place — Galerie, du plus influent au moins influent (case) : { $order }. Chaque famille a { $rubies } Rubis et son Objet précieux ; Pièces de départ : { $coins }.
fac-ev-face_up = Face visible sur la Place Royale : { $cards }.
fac-ev-refill = La Place Royale est complétée : { $cards }.
fac-ev-recruit_free = { $who } recrute { $card }, gratuitement.
fac-ev-recruit_deck_free = { $who } prend la carte du dessus de la pioche L{ $level }, à l'aveugle, gratuitement.
fac-ev-skip = { $who } ne recrute rien (rien d'abordable).
fac-ev-pay_recruit = { $who } recrute { $card } et paie { fac-what }.
fac-ev-pay_deck = { $who } prend la carte du dessus de la pioche L{ $level }, à l'aveugle, et paie { fac-what }.
fac-ev-pay_bribe = { $who } paie { fac-what } pour rendre { $bandits ->
        [one] 1 Raton Voleur
       *[other] { $bandits } Ratons Voleurs
    }.
fac-ev-pay_mages = { $who } paie { fac-what } pour lancer le dé magique.
fac-ev-draw = { $who } pioche { $card }.
fac-ev-reveal = { $number }. Retournée : { $card } de { $who }{ fac-gains }.
fac-ev-reveal_ignored = { $number }. Retournée : { $card } de { $who }, hors jeu : ignorée.
fac-ev-event_scandal = { $number }. Événement retourné : { $card }. { $anyone ->
        [yes] Pertes : { $seats }{ $some_spared ->
            [yes] {" "}· sans perte : { $spared }
           *[no] {""}
        }.
       *[no] Personne ne perd rien.
    }
fac-ev-event_burglary = { $number }. Événement retourné : { $card }. { $seats } (le plus de Ratons : { $n }) perdent 2 Rubis chacun et rendent leurs Ratons.
fac-ev-event_nobody = { $number }. Événement retourné : { $card }. Personne n'a de Raton Voleur : rien ne se passe.
fac-ev-event_bribery = { $number }. Événement retourné : { $card }. Dans l'ordre d'influence : { $seats }.
fac-ev-event_mages = { $number }. Événement retourné : { $card }. Dans l'ordre d'influence : { $seats }.
fac-ev-event_helping_hand = { $number }. Événement retourné : { $card }. { $roller }, la famille la moins influente, lance le dé magique.
fac-ev-choose = { $who } choisit { $symbol }{ fac-gains }.
fac-ev-next = { $who } applique ensuite { $symbol }{ fac-gains }.
fac-ev-bandit = { $who } donne un Raton Voleur à { $target } ({ $now } en tout){ fac-gains }.
fac-ev-hit = { $who } vise { $target } : −1 Rubis{ fac-gains }.
fac-ev-move = { $who } déplace le Portrait de { $target } { $side ->
        [left] à gauche
       *[right] à droite
    } vers la case { $space }{ $changed ->
        [yes] {" "}(rang { $old } → { $new })
       *[no] {""}
    }{ fac-gains }.
fac-ev-move_own = { $who } déplace son propre Portrait { $side ->
        [left] à gauche
       *[right] à droite
    } vers la case { $space }{ $changed ->
        [yes] {" "}(rang { $old } → { $new })
       *[no] {""}
    }{ fac-gains }.
fac-ev-bribe_keep = { $who } garde { $bandits ->
        [one] son Raton Voleur
       *[other] ses { $bandits } Ratons Voleurs
    }.
fac-ev-mages_pass = { $who } passe.
fac-ev-event_added = Fin de la manche { $round } : un Événement inconnu rejoint la pile commune ; le recrutement baisse de prix.
fac-ev-event_known = Fin de la manche { $round } : { $card } rejoint la pile commune, face cachée ; le recrutement baisse de prix.
fac-ev-roll = { $who } lance le dé magique : { $symbol }{ fac-gains }.
fac-ev-sell = ⚠ { $who } doit payer, coffre vide : vend son Objet précieux pour { $value } Rubis.
fac-ev-eliminate = ✖ { $who } est hors jeu : son Portrait quitte la Galerie, ses Ratons reviennent ; la partie s'arrête à la fin de la manche.
fac-ev-round = Manche { $round } · Recrutement. Coûts : { $costs }. Ordre : { $order }{ $passes ->
        [2] {" "}(deux tours)
       *[other] {""}
    }.
fac-ev-reveal_round = Manche { $round } · Révélation : la pile commune ({ $cards } cartes) est mélangée puis retournée carte par carte.
fac-ev-over = Fin de la partie. Ajustements de fin de partie : { $anyone ->
        [yes] +1 Rubis pour { $first } (la plus influente){ $top ->
            [0] {""}
           *[other] ; +1 Rubis pour { $rich } (le plus de Pièces : { $top })
        }{ $most ->
            [0] {""}
           *[other] ; −1 Rubis pour { $masked } (le plus de Ratons : { $most })
        }
       *[no] aucune famille n'est encore en jeu
    }. Les coffres sont ouverts.
