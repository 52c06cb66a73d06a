"""FixMatch distribution alignment in numpy mode (`@use_np`, `hybrid_forward` with `F.np`/`F.npx`): `probs * p_target / p_model` with (C,) Parameters against (N, C) probabilities by plain `*` and `/` -- numpy broadcasting, legal on a numpy Symbol (the legacy twin is p09)."""
from mxnet import init, npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(4, 6)]


@use_np
class NumpyAlignment(HybridBlock):
    def __init__(self, num_classes=4, **kwargs):
        super().__init__(**kwargs)
        self.net = nn.Dense(num_classes, in_units=6, weight_initializer="xavier")
        self.p_model = self.params.get("p_model", shape=(num_classes,), grad_req="null", init=init.Constant(0.2))
        self.p_target = self.params.get("p_target", shape=(num_classes,), grad_req="null", init=init.Constant(0.25))

    def hybrid_forward(self, F, x, p_model, p_target):
        probs = F.npx.softmax(self.net(x), axis=-1)
        aligned = probs * p_target / p_model
        return aligned / aligned.sum(axis=-1, keepdims=True)


Net = NumpyAlignment
