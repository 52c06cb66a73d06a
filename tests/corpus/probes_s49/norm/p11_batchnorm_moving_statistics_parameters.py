"""Hand-rolled batch norm layer holding its moving statistics as Parameters with `grad_req="null"` and passing them to `F.BatchNorm` with `use_global_stats` from the constructor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3, 5, 5)]


class MyBatchNorm(HybridBlock):
    def __init__(self, channels=3, momentum=0.9, eps=1e-5, use_global_stats=False, **kwargs):
        super().__init__(**kwargs)
        self._kw = {"eps": eps, "momentum": momentum, "fix_gamma": False, "use_global_stats": use_global_stats}
        with self.name_scope():
            self.gamma = self.params.get("gamma", shape=(channels,), init="ones")
            self.beta = self.params.get("beta", shape=(channels,), init="zeros")
            self.running_mean = self.params.get("running_mean", shape=(channels,), init="zeros",
                                                grad_req="null", differentiable=False)
            self.running_var = self.params.get("running_var", shape=(channels,), init="ones",
                                               grad_req="null", differentiable=False)

    def hybrid_forward(self, F, x, gamma, beta, running_mean, running_var):
        return F.BatchNorm(x, gamma, beta, running_mean, running_var, name="fwd", **self._kw)


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(3, 3, padding=1, in_channels=3)
            self.bn = MyBatchNorm()

    def hybrid_forward(self, F, x):
        return F.relu(self.bn(self.conv(x)))
