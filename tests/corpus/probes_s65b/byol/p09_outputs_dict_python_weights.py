"""BYOL with the branch outputs kept in a dict keyed by role (`outs["online"]`, `outs["target"]`, each a
list of the two views' tensors) and the two directions weighted by a python list of numbers
`self._weights` from the constructor, zipped with the loss list."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 6)]


class DictOutputsLoss(HybridBlock):
    def __init__(self, proj=4, weights=(0.5, 0.5), **kwargs):
        super().__init__(**kwargs)
        self._weights = list(weights)
        with self.name_scope():
            self.online = nn.Dense(proj)
            self.target = nn.Dense(proj)

    def hybrid_forward(self, F, v1, v2):
        outs = {"online": [self.online(v) for v in (v1, v2)],
                "target": [F.stop_gradient(self.target(v)) for v in (v1, v2)]}
        losses = [2 - 2 * F.sum(F.L2Normalization(p) * F.L2Normalization(z), axis=1)
                  for p, z in ((outs["online"][0], outs["target"][1]), (outs["online"][1], outs["target"][0]))]
        return sum(w * l for w, l in zip(self._weights, losses))


Net = DictOutputsLoss
