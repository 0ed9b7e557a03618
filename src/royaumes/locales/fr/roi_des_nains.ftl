rdn-colon = {" "}:{" "}
rdn-title = { $title } · donne { $deal }/{ $deals } · pli { $trick }/{ $tricks }
rdn-title_deal = { $title } · donne { $deal }/{ $deals }
rdn-title_over = { $title } · partie terminée
rdn-quest = Quête :{" "}
rdn-choose_quest = Vous avez le 5 bleu : choisissez la face de la tuile { $tile } qui décompte cette donne.
rdn-last_won = Votre dernier pli remporté (pli { $trick }) :{" "}
rdn-past_tricks = Plis de cette donne :
rdn-past_trick = pli { $trick } → { $who } :{" "}
rdn-your_hand = Votre main :
rdn-player = joueur
rdn-cards = cartes
rdn-tricks = plis remportés
rdn-special_points = spéciale
rdn-total = total
rdn-dealer_mark = (donneur)
rdn-blue5_mark = (5 bleu)
rdn-to_lead = Pli { $trick } : { $who } entame
rdn-trick_led = Pli { $trick }, couleur demandée { $suit } :{" "}
rdn-trick_no_suit = Pli { $trick }, pas encore de couleur demandée :{" "}
rdn-names = nomme { $suit }
rdn-naming = en nommant { $suit } atout
rdn-swap_with = échanger votre main avec { $who }
rdn-banner_left = gauche : votre main va à { $to }, vous recevez celle de { $frm }
rdn-banner_right = droite : votre main va à { $to }, vous recevez celle de { $frm }
rdn-spy_on = regarder la main de { $who } (total { $total })
rdn-deal_rule = Donne { $deal }
rdn-you = vous
rdn-deal_scores = Donne { $deal } · { $face } · { $special }
rdn-quest_points = Quête
rdn-deal_points = donne
rdn-deal_short = D{ $deal }
rdn-special = { rdn-special_card }{ rdn-colon }
rdn-no_suit = sans couleur
rdn-druid_prompt = Druide : choisissez la main que vous prenez (l'autre joueur reçoit la vôtre).
rdn-banner_prompt = Porte-étendard : de quel côté chacun passe-t-il sa main ?
rdn-spy_prompt = Ninja gobelin : choisissez la main que vous regardez.
rdn-swap_none = garder votre main

## La page (roi_des_nains.js)
rdn-deal = Donne { $deal }/{ $deals }
rdn-extra = Donne { $deal } (donne de départage)
rdn-trick_of = Pli { $trick }/{ $tricks }
rdn-quest_title = Quête
rdn-quest_pending = Quête à choisir
rdn-quest_choosing = { $who } a le 5 bleu et choisit la face de la tuile { $tile }.
rdn-special_card = Carte spéciale
rdn-stack = Pile de tuiles : { $n }, dessus { $tile }
rdn-stack_empty = Pile de tuiles vide
rdn-seats = Joueurs
rdn-cards_n = { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}
rdn-tricks_n = { $n ->
    [one] { $n } pli
   *[other] { $n } plis
}
rdn-total_n = total { $n }
rdn-special_pts = spéciale { $n }
rdn-dealer = donneur
rdn-blue5 = 5 bleu : choisit la Quête
rdn-red5 = 5 rouge : a entamé le premier pli
rdn-trick = Pli { $trick }
rdn-led = couleur demandée : { $suit }
rdn-no_led = pas encore de couleur demandée
rdn-who_leads = { $who } entame
rdn-prev = Pli précédent ({ $trick }), remporté par { $who } :
rdn-your_last = Votre dernier pli (pli { $trick }) :
rdn-memory = Les plis ramassés sont rangés : chacun ne peut regarder que le dernier pli qu'il a remporté.
rdn-hand = Votre main
rdn-hand_n = Votre main ({ $n })
rdn-off = hors couleur
rdn-trump = atout : { $suit }
rdn-as = = { $suit } { $strength }
rdn-wizard_pick = Sorcier : nommez la couleur d'atout de ce pli
rdn-wizard_suit = { $suit } atout
rdn-cancel = Annuler
rdn-seen = Main de { $who } vue au Ninja (après le pli { $trick }) :
rdn-spectator = Vous regardez : les mains restent cachées.
rdn-suit-B = bleu (Chevaliers)
rdn-suit-G = vert (Nains)
rdn-suit-R = rouge (Gobelins)
rdn-suit-M = Magie
rdn-colour-B = bleu
rdn-colour-G = vert
rdn-colour-R = rouge
rdn-colour-M = Magie
rdn-card = { $rank ->
    [J] valet
    [Q] dame
    [K] roi
    [A] as
   *[other] { $rank }
} { $colour }
rdn-magic = carte Magie
rdn-sum-title = Donne { $deal } : { $quest }
rdn-sum-player = Joueur
rdn-sum-tricks = Plis
rdn-sum-quest = Quête
rdn-sum-special = Spéc.
rdn-sum-deal = Donne
rdn-sum-total = Total
rdn-sum-with = Carte spéciale : { $card }
rdn-end-title = Les sept Quêtes
rdn-end-deal = D{ $deal }
rdn-seat_info = { $total } pts · plis : { $tricks }
rdn-seat_points = { $total } pts

## L'annexe des règles (texts.catalogue_markdown)
rdn-appendix-specials = Les 14 cartes spéciales
rdn-appendix-specials_intro = Une carte spéciale est révélée et mélangée aux autres à chaque donne.
rdn-appendix-faces = Les 40 faces de Quête
rdn-appendix-faces_intro = À chaque donne, qui a le 5 bleu choisit une face de la tuile piochée.
rdn-appendix-code = code
rdn-appendix-name = nom
rdn-appendix-card = carte
rdn-appendix-effect = effet
rdn-appendix-face = face
rdn-appendix-scores = ce qu'elle rapporte

## Les événements (RoiDesNains.narrate) : $who l'acteur ; $seat la place nommée ;
## $card une carte, $cards des cartes, $face une face de Quête, dessinées par l'affichage.
rdn-suit-name = { $suit ->
    [B] { rdn-suit-B }
    [G] { rdn-suit-G }
    [R] { rdn-suit-R }
   *[M] { rdn-suit-M }
}
rdn-ev-dealer = { $seat } distribue en premier.
rdn-ev-tile-top = Tuile Quête { $tile } sur le dessus de la pile.
rdn-ev-tile-drawn = Tuile Quête { $tile } piochée.
rdn-ev-special = Donne { $deal } : la carte spéciale est { $card }.
rdn-ev-dealt = Cartes distribuées : { $n } chacun.
rdn-ev-show-B5 = { $seat } montre le 5 bleu et pioche la tuile Quête.
rdn-ev-show-R5 = { $seat } montre le 5 rouge et entame le premier pli.
rdn-ev-quest = { $who } choisit la Quête { $face }.
rdn-ev-lead = { $who } entame avec { $card }.
rdn-ev-follow = { $who } joue { $card }.
rdn-ev-wizard = { $who } joue le Sorcier et nomme { rdn-suit-name } atout.
rdn-ev-void = { $seat } n'a plus de { rdn-suit-name }.
rdn-ev-win = { $seat } remporte le pli { $trick }.
rdn-ev-win-troll = { $seat } remporte le pli { $trick } (donné par le Troll).
rdn-ev-points = { $seat } : { $points } ({ $card }).
rdn-ev-keep = { $who } garde sa main.
rdn-ev-swap = { $who } échange sa main avec { $seat } (Druide).
rdn-ev-banner = { $who } fait passer toutes les mains { $direction ->
    [left] à gauche
   *[right] à droite
} (Porte-étendard).
rdn-ev-spy = { $who } regarde la main de { $seat } (Ninja gobelin).
rdn-ev-receive = { $to } reçoit la main de { $seat } : { $cards }.
rdn-ev-receive-hidden = { $to } reçoit la main de { $seat }.
rdn-ev-hand = Main de { $seat } : { $cards }.
rdn-ev-score = Fin de la donne { $deal } : { $seat } { $delta } (total { $total }).
rdn-ev-tie = Égalité en tête : { $n ->
    [2] { $p1 } et { $p2 }
    [3] { $p1 }, { $p2 } et { $p3 }
    [4] { $p1 }, { $p2 }, { $p3 } et { $p4 }
   *[other] { $p1 }, { $p2 }, { $p3 }, { $p4 } et { $p5 }
}. Une donne de plus.
rdn-ev-over = Partie terminée.

## Options (champs des options ; libellé, .desc, .<choix>)
rdn-opt-first_dealer = Premier donneur
rdn-opt-first_dealer-desc = le premier donneur : tiré au hasard, ou une place donnée
rdn-opt-first_dealer-random = tiré au hasard
rdn-opt-deal_start = Premier servi
rdn-opt-deal_start-desc = la donne commence par le voisin de gauche du donneur
rdn-opt-deal_start-left_of_dealer = le voisin de gauche du donneur
rdn-opt-first_game_exclude_complex = Première partie : sans Quêtes complexes
rdn-opt-first_game_exclude_complex-desc = première partie : les tuiles Quête complexes sont retirées
rdn-opt-quests_per_game = Nombre de donnes
rdn-opt-quests_per_game-desc = le nombre de donnes (une tuile Quête chacune)
rdn-opt-magic_follow_rule = Cartes Magie et couleur demandée
rdn-opt-magic_follow_rule-desc = quand une carte Magie peut être jouée en ayant la couleur demandée
rdn-opt-magic_follow_rule-effective_suit = selon leur couleur une fois jouées
rdn-opt-magic_follow_rule-always_free = toujours jouables
rdn-opt-magic_follow_rule-void_only = seulement sans la couleur demandée
rdn-opt-suitless_lead_rule = Entame sans couleur
rdn-opt-suitless_lead_rule-desc = après une entame sans couleur, la carte suivante fixe la couleur
rdn-opt-suitless_lead_rule-next_card_sets_suit = la carte suivante fixe la couleur
rdn-opt-clone_margin = Avance du Clone sur la carte copiée
rdn-opt-clone_margin-desc = de combien le Clone bat la carte qu'il copie
rdn-opt-mummy_trick1 = Momie au premier pli
rdn-opt-mummy_trick1-desc = une Momie au premier pli n'a ni couleur ni force
rdn-opt-mummy_trick1-suitless_zero = sans couleur, force 0
rdn-opt-druid_timing = Moment de l'échange du Druide
rdn-opt-druid_timing-desc = l'échange du Druide a lieu à la fin de son pli
rdn-opt-druid_timing-end_of_trick = à la fin de son pli
rdn-opt-druid_mandatory = Échange du Druide obligatoire
rdn-opt-druid_mandatory-desc = l'échange du Druide est obligatoire
rdn-opt-banner_direction_chooser = Porte-étendard : qui choisit le sens
rdn-opt-banner_direction_chooser-desc = le joueur du Porte-étendard choisit le sens
rdn-opt-banner_direction_chooser-banner_player = le joueur du Porte-étendard
rdn-opt-show_unchosen_face = Montrer la face de Quête non choisie
rdn-opt-show_unchosen_face-desc = montrer à tous la face non choisie
rdn-opt-quest_stack_top_public = Tuile Quête du dessus visible
rdn-opt-quest_stack_top_public-desc = la tuile du dessus de la pile de Quêtes est visible
rdn-opt-strict_history_view = Seulement le pli en cours et votre dernier pli
rdn-opt-strict_history_view-desc = la table ne montre que le pli en cours et votre dernier pli gagné
rdn-opt-tiebreak_players = Donnes de départage : qui marque
rdn-opt-tiebreak_players-desc = donnes de départage : tout le monde marque, ou seulement les ex aequo
rdn-opt-tiebreak_players-all = tout le monde
rdn-opt-tiebreak_players-tied_only = seulement les ex aequo
rdn-opt-tiebreak_quest_source = Tuile Quête des donnes de départage
rdn-opt-tiebreak_quest_source-desc = la tuile d'une donne de départage est tirée parmi les tuiles inutilisées
rdn-opt-tiebreak_quest_source-unused_tiles = tirée parmi les tuiles inutilisées
rdn-opt-max_tiebreak_deals = Donnes de départage au plus
rdn-opt-max_tiebreak_deals-desc = au plus ce nombre de donnes de départage, puis victoire partagée (désactivé : sans limite)
