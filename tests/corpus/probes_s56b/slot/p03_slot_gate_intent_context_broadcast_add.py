"""Slot-gated joint model (Goo et al.): slot context (N, T, H) plus the intent context (N, H) expanded to (N, 1, H) by `broadcast_add`, the gate `sum(v * tanh(.))` over H, gated slot features by `broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6, 5)]


class SlotGated(HybridBlock):
    def __init__(self, emb=5, hidden=4, intents=3, slots=7, **kwargs):
        super(SlotGated, self).__init__(**kwargs)
        with self.name_scope():
            self.encoder = rnn.LSTM(hidden, layout="NTC", input_size=emb)
            self.slot_ctx = nn.Dense(hidden, flatten=False, in_units=hidden)
            self.intent_ctx = nn.Dense(hidden, in_units=hidden)
            self.v = nn.Dense(1, use_bias=False, flatten=False, in_units=hidden)
            self.intent = nn.Dense(intents, in_units=hidden)
            self.slot = nn.Dense(slots, flatten=False, in_units=hidden)

    def hybrid_forward(self, F, tokens):
        h = self.encoder(tokens)
        c_i = self.intent_ctx(F.mean(h, axis=1))
        g = self.v(F.tanh(F.broadcast_add(self.slot_ctx(h), c_i.expand_dims(1))))
        gated = h + F.broadcast_mul(g, self.slot_ctx(h))
        return self.intent(c_i), self.slot(gated)


Net = SlotGated
