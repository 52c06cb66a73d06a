"""RepVGG re-parameterisation done in the graph: the BN scale `gamma / F.sqrt(running_var + eps)` (C,) reshaped to (C, 1, 1, 1) multiplies the (C, C, 3, 3) kernel Parameter by a plain `*`, the folded bias by plain ops on (C,) vectors, then `F.Convolution`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 6, 6)]


class GraphFoldRepVGG(HybridBlock):
    def __init__(self, channels=4, eps=1e-5, **kwargs):
        super().__init__(**kwargs)
        self._c, self._eps = channels, eps
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(channels, channels, 3, 3))
            self.gamma = self.params.get("gamma", shape=(channels,), init="ones")
            self.beta = self.params.get("beta", shape=(channels,), init="zeros")
            self.running_mean = self.params.get("running_mean", shape=(channels,), init="zeros")
            self.running_var = self.params.get("running_var", shape=(channels,), init="ones")

    def hybrid_forward(self, F, x, weight, gamma, beta, running_mean, running_var):
        t = gamma / F.sqrt(running_var + self._eps)
        kernel = weight * t.reshape((-1, 1, 1, 1))
        bias = beta - running_mean * t
        return F.Convolution(x, weight=kernel, bias=bias, kernel=(3, 3), pad=(1, 1), num_filter=self._c)


Net = GraphFoldRepVGG
