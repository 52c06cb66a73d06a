"""Slot-utterance matching (SUMBT-like): learned slot queries (S, D) attend over the (N, L, D) utterance, the slot contexts scored against candidate value embeddings by a dot, the queries broadcast to the batch through `x.shape[0]`."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, slots=3, values=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Dense(4, in_units=4, flatten=False, activation='tanh')
            self.slot_q = self.params.get('slot_q', shape=(slots, 4))
            self.value_emb = self.params.get('value_emb', shape=(values, 4))

    def hybrid_forward(self, F, x, slot_q, value_emb):
        h = self.enc(x)
        q = slot_q.expand_dims(0).broadcast_to((x.shape[0], slot_q.shape[0], slot_q.shape[1]))
        att = F.softmax(F.batch_dot(q, h, transpose_b=True), axis=2)
        ctx = F.batch_dot(att, h)
        return F.dot(ctx, value_emb, transpose_b=True)
