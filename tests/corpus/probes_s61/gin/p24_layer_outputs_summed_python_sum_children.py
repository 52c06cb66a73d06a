"""GIN jumping knowledge by summation: per-layer graph readouts from a list of linear children (prediction per layer, as in the GIN paper's code), added up with the builtin `sum()` over a generator of equal (G, C) tensors."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(10, 6), (10, 10)]


class LayerSumGIN(HybridBlock):
    def __init__(self, in_units=6, hidden=8, classes=3, num_layers=2, sizes=(3, 3, 4), **kwargs):
        super(LayerSumGIN, self).__init__(**kwargs)
        gid = np.repeat(np.arange(len(sizes)), sizes)
        seg = (gid[None, :] == np.arange(len(sizes))[:, None]).astype("float32")
        self.convs, self.preds = [], []
        with self.name_scope():
            self.segments = self.params.get_constant("segments", seg)
            for i in range(num_layers):
                conv = nn.Dense(hidden, in_units=in_units if i == 0 else hidden, activation="relu")
                pred = nn.Dense(classes, in_units=hidden)
                self.register_child(conv)
                self.register_child(pred)
                self.convs.append(conv)
                self.preds.append(pred)

    def hybrid_forward(self, F, x, adj, segments):
        a = adj > 0.5
        hs = []
        h = x
        for conv in self.convs:
            h = conv(h + F.dot(a, h))
            hs.append(h)
        return sum(pred(F.dot(segments, h)) for pred, h in zip(self.preds, hs))


Net = LayerSumGIN
