"""Word-boundary features as in the LRW baselines: the (N, T) boundary indicator lifted by `expand_dims(axis=2)` and concatenated to the (N, T, C) frame features, then a GRU and mean over time."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 5, 6), (2, 5)]


class BoundaryConcat(HybridBlock):
    def __init__(self, words=4, **kwargs):
        super(BoundaryConcat, self).__init__(**kwargs)
        with self.name_scope():
            self.gru = rnn.GRU(8, layout="NTC", input_size=7)
            self.fc = nn.Dense(words, in_units=8)

    def hybrid_forward(self, F, feats, boundary):
        b = (boundary > 0).expand_dims(axis=2)
        h = self.gru(F.concat(feats, b, dim=2))
        return self.fc(F.mean(h, axis=1))


Net = BoundaryConcat
