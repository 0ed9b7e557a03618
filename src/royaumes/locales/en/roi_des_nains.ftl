rdn-colon = :{" "}
rdn-title = { $title } · deal { $deal }/{ $deals } · trick { $trick }/{ $tricks }
rdn-title_deal = { $title } · deal { $deal }/{ $deals }
rdn-title_over = { $title } · game over
rdn-quest = Quest:{" "}
rdn-choose_quest = You hold the blue 5: choose which face of tile { $tile } scores this deal.
rdn-last_won = Your last trick won (trick { $trick }):{" "}
rdn-past_tricks = Tricks of this deal:
rdn-past_trick = trick { $trick } → { $who }:{" "}
rdn-your_hand = Your hand:
rdn-player = player
rdn-cards = cards
rdn-tricks = tricks won
rdn-special_points = special
rdn-total = total
rdn-dealer_mark = (dealer)
rdn-blue5_mark = (blue 5)
rdn-to_lead = Trick { $trick }: { $who } to lead
rdn-trick_led = Trick { $trick }, led { $suit }:{" "}
rdn-trick_no_suit = Trick { $trick }, no suit led yet:{" "}
rdn-names = names { $suit }
rdn-naming = naming { $suit } as trump
rdn-swap_with = swap hands with { $who }
rdn-banner_left = left: you pass your hand to { $to }, and get { $frm }'s
rdn-banner_right = right: you pass your hand to { $to }, and get { $frm }'s
rdn-spy_on = look at the hand of { $who } (total { $total })
rdn-deal_rule = Deal { $deal }
rdn-you = you
rdn-deal_scores = Deal { $deal } · { $face } · { $special }
rdn-quest_points = Quest
rdn-deal_points = deal
rdn-deal_short = D{ $deal }
rdn-special = { rdn-special_card }{ rdn-colon }
rdn-no_suit = no suit
rdn-druid_prompt = Druide (Druid): pick whose hand you take (they get yours).
rdn-banner_prompt = Porte-étendard (Standard Bearer): which way does everyone pass their hand?
rdn-spy_prompt = Ninja gobelin (Goblin Ninja): pick whose hand you look at.
rdn-swap_none = keep your hand

## The page (roi_des_nains.js)
rdn-deal = Donne (deal) { $deal }/{ $deals }
rdn-extra = Deal { $deal } (tie-break deal)
rdn-trick_of = Trick { $trick }/{ $tricks }
rdn-quest_title = Quête (quest)
rdn-quest_pending = Quête (quest) to be chosen
rdn-quest_choosing = { $who } holds the blue 5 and picks a face of tile { $tile }.
rdn-special_card = Special card
rdn-stack = Tile stack: { $n }, { $tile } on top
rdn-stack_empty = Tile stack empty
rdn-seats = Players
rdn-cards_n = { $n } cards
rdn-tricks_n = { $n ->
    [one] { $n } trick
   *[other] { $n } tricks
}
rdn-total_n = total { $n }
rdn-special_pts = special { $n }
rdn-dealer = dealer
rdn-blue5 = blue 5: picks the Quête
rdn-red5 = red 5: led the first trick
rdn-trick = Trick { $trick }
rdn-led = led: { $suit }
rdn-no_led = no suit led yet
rdn-who_leads = { $who } to lead
rdn-prev = Previous trick ({ $trick }), won by { $who }:
rdn-your_last = Your last trick (trick { $trick }):
rdn-memory = Collected tricks are put away: each player may look only at the last trick they won.
rdn-hand = Your hand
rdn-hand_n = Your hand ({ $n })
rdn-off = off-suit
rdn-trump = trump: { $suit }
rdn-as = = { $suit } { $strength }
rdn-wizard_pick = Sorcier (Wizard): name this trick's trump suit
rdn-wizard_suit = { $suit } trump
rdn-cancel = Cancel
rdn-seen = { $who }'s hand, seen with the Ninja (after trick { $trick }):
rdn-spectator = You are watching: hands stay hidden.
rdn-suit-B = blue (Knights)
rdn-suit-G = green (Dwarves)
rdn-suit-R = red (Goblins)
rdn-suit-M = Magic
rdn-colour-B = blue
rdn-colour-G = green
rdn-colour-R = red
rdn-colour-M = Magic
rdn-card = { $colour } { $rank ->
    [J] jack
    [Q] queen
    [K] king
    [A] ace
   *[other] { $rank }
}
rdn-magic = Magic card
rdn-sum-title = Deal { $deal }: { $quest }
rdn-sum-player = Player
rdn-sum-tricks = Tricks
rdn-sum-quest = Quête
rdn-sum-special = Spec.
rdn-sum-deal = Deal
rdn-sum-total = Total
rdn-sum-with = Special card: { $card }
rdn-end-title = The seven Quêtes (quests)
rdn-end-deal = D{ $deal }
rdn-seat_info = { $total } pts · tricks: { $tricks }
rdn-seat_points = { $total } pts

## The rules appendix (texts.catalogue_markdown)
rdn-appendix-specials = The 14 special cards
rdn-appendix-specials_intro = One special card is revealed and shuffled in at each deal.
rdn-appendix-faces = The 40 Quest faces
rdn-appendix-faces_intro = Each deal, the holder of the blue 5 picks one face of the tile it draws.
rdn-appendix-code = code
rdn-appendix-name = name
rdn-appendix-card = card
rdn-appendix-effect = effect
rdn-appendix-face = face
rdn-appendix-scores = what it scores

## Events (RoiDesNains.narrate): $who the actor; $seat the seat the event names;
## $card a card, $cards cards, $face a Quest face, drawn by the renderer.
rdn-suit-name = { $suit ->
    [B] { rdn-suit-B }
    [G] { rdn-suit-G }
    [R] { rdn-suit-R }
   *[M] { rdn-suit-M }
}
rdn-ev-dealer = { $seat } deals first.
rdn-ev-tile-top = Quête (quest) tile { $tile } is on top of the stack.
rdn-ev-tile-drawn = Quête (quest) tile { $tile } is drawn.
rdn-ev-special = Deal { $deal }: the special card is { $card }.
rdn-ev-dealt = Cards dealt: { $n } each.
rdn-ev-show-B5 = { $seat } shows the blue 5 and draws the Quête (quest) tile.
rdn-ev-show-R5 = { $seat } shows the red 5 and leads the first trick.
rdn-ev-quest = { $who } picks the Quête (quest) { $face }.
rdn-ev-lead = { $who } leads { $card }.
rdn-ev-follow = { $who } plays { $card }.
rdn-ev-wizard = { $who } plays the Sorcier (Wizard), naming { rdn-suit-name } as trump.
rdn-ev-void = { $seat } has no { rdn-suit-name } left.
rdn-ev-win = → { $seat } wins trick { $trick }.
rdn-ev-win-troll = → { $seat } wins trick { $trick } (handed over by the Troll).
rdn-ev-points = { $seat }: { $points } ({ $card }).
rdn-ev-keep = { $who } keeps their hand.
rdn-ev-swap = { $who } swaps hands with { $seat } (Druide, Druid).
rdn-ev-banner = { $who } sends every hand to the { $direction ->
    [left] left
   *[right] right
} (Porte-étendard, Standard Bearer).
rdn-ev-spy = { $who } looks at { $seat }'s hand (Ninja gobelin, Goblin Ninja).
rdn-ev-receive = { $to } gets { $seat }'s hand: { $cards }.
rdn-ev-receive_hidden = { $to } gets { $seat }'s hand.
rdn-ev-hand = { $seat }'s hand: { $cards }.
rdn-ev-score = End of deal { $deal }: { $seat } { $delta } (total { $total }).
rdn-ev-tie = Tied at the top: { $n ->
    [2] { $p1 } and { $p2 }
    [3] { $p1 }, { $p2 } and { $p3 }
    [4] { $p1 }, { $p2 }, { $p3 } and { $p4 }
   *[other] { $p1 }, { $p2 }, { $p3 }, { $p4 } and { $p5 }
}. One more deal.
rdn-ev-over = Game over.
