"""LightGlue transformer: a python list of layer kinds (`["self", "cross", "self", "cross"]`) chooses at trace
time which child runs; the two descriptor sets travel in a dict updated by a method that takes them by
`**desc` and returns a new dict; cross layers use one bidirectional similarity and its transpose."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 6, 8)]


class Layer(HybridBlock):
    def __init__(self, dim, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.qk = nn.Dense(dim, flatten=False)
            self.v = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x, y):
        sim = F.batch_dot(self.qk(x), self.qk(y), transpose_b=True)
        return x + F.batch_dot(F.softmax(sim, axis=-1), self.v(y))


class KindsTransformer(HybridBlock):
    def __init__(self, dim=8, kinds=("self", "cross", "self", "cross"), **kwargs):
        super().__init__(**kwargs)
        self.kinds = list(kinds)
        with self.name_scope():
            self.layers = nn.HybridSequential()
            for _ in self.kinds:
                self.layers.add(Layer(dim))

    def _step(self, layer, kind, **desc):
        if kind == "self":
            return {"d0": layer(desc["d0"], desc["d0"]), "d1": layer(desc["d1"], desc["d1"])}
        return {"d0": layer(desc["d0"], desc["d1"]), "d1": layer(desc["d1"], desc["d0"])}

    def hybrid_forward(self, F, desc0, desc1):
        desc = {"d0": desc0, "d1": desc1}
        for layer, kind in zip(self.layers, self.kinds):
            desc = self._step(layer, kind, **desc)
        return F.batch_dot(desc["d0"], desc["d1"], transpose_b=True)


Net = KindsTransformer
