"""Greedy head decoding: `argmax` over candidate heads, the chosen arc's score by `pick` on the same axis, a label score gathered from (N, L, K) by `pick`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class GreedyParser(HybridBlock):
    def __init__(self, units=6, num_labels=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.dep_mlp = nn.Dense(4, flatten=False, in_units=units)
            self.head_mlp = nn.Dense(4, flatten=False, in_units=units)
            self.label = nn.Dense(num_labels, flatten=False, in_units=units)

    def hybrid_forward(self, F, h):
        scores = F.batch_dot(self.dep_mlp(h), self.head_mlp(h), transpose_b=True)
        heads = F.argmax(scores, axis=2)
        arc = F.pick(scores, heads, axis=2)
        labels = self.label(h)
        best_label = F.argmax(labels, axis=2)
        return heads, arc + F.pick(labels, best_label, axis=2)


Net = GreedyParser
