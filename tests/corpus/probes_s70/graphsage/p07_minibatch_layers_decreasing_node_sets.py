"""GraphSAGE mini-batch forward over decreasing node sets: layer l maps the n_l nodes of its input to the
first n_{l+1} of them with their sampled neighbours (index arrays of each layer, fan-outs 3 and 2), the
node counts a constructor tuple; the layers and the index inputs zipped in a python loop over a list
literal of tensors."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(8, 5), (4, 3), (2, 2)]


class SageLayer(HybridBlock):
    def __init__(self, dim, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(dim, activation="relu")

    def hybrid_forward(self, F, h, self_h, idx):
        return self.fc(F.concat(self_h, F.take(h, idx).mean(axis=1), dim=1))


class MiniBatchSage(HybridBlock):
    def __init__(self, sizes=(8, 4, 2), dims=(6, 4), **kwargs):
        super().__init__(**kwargs)
        self.sizes = sizes
        with self.name_scope():
            self.layers = nn.HybridSequential()
            for d in dims:
                self.layers.add(SageLayer(d))

    def hybrid_forward(self, F, feats, nbr1, nbr2):
        h = feats
        for layer, nbr, n_in, n_out in zip(self.layers, [nbr1, nbr2], self.sizes, self.sizes[1:]):
            idx = F.clip(F.floor((nbr + 1) * 0.5 * n_in), 0, n_in - 1)
            h = layer(h, F.slice_axis(h, axis=0, begin=0, end=n_out), idx)
        return F.L2Normalization(h, mode="instance")


Net = MiniBatchSage
