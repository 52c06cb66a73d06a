"""SwAV prototype normalisation `w / F.norm(w, axis=1, keepdims=True)`: the (K, d) Parameter over its (K, 1) row norms by a plain `/` -- shapes that differ (broadcast eagerly, elementwise once traced)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8)]


class PlainProtoNorm(HybridBlock):
    def __init__(self, dim=8, n_protos=6, **kwargs):
        super(PlainProtoNorm, self).__init__(**kwargs)
        self._k = n_protos
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(n_protos, dim))

    def hybrid_forward(self, F, z, weight):
        w = weight / F.norm(weight, axis=1, keepdims=True)
        return F.FullyConnected(F.L2Normalization(z), w, no_bias=True, num_hidden=self._k)


Net = PlainProtoNorm
