"""TRADE's slot gate: (none, dontcare, ptr) logits per slot reshaped by the batch and slot count, the gate's argmax one-hot, the generated value distribution kept only for `ptr` slots by `*` of (N, S, V) with the (N, S, 1) gate."""
from mxnet.gluon import nn


INPUTS = [(2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, slots=3, vocab=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.slots, self.vocab = slots, vocab
        with self.name_scope():
            self.gate = nn.Dense(slots * 3, in_units=4)
            self.gen = nn.Dense(slots * vocab, in_units=4)

    def hybrid_forward(self, F, x):
        g = self.gate(x).reshape((x.shape[0], self.slots, 3))
        onehot = F.one_hot(F.argmax(g, axis=2), 3)
        p = F.softmax(self.gen(x).reshape((x.shape[0], self.slots, self.vocab)), axis=2)
        ptr = onehot[:, :, 2:3]
        return p * ptr, onehot
