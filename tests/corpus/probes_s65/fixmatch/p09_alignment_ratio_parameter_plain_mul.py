"""FixMatch distribution alignment written as in the PyTorch code, `probs * self.p_target / self.p_model`: the (N, C) probabilities times the (C,) target and over the (C,) running-mean Parameters by plain `*` and `/` -- a Symbol's operators want equal shapes."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class PlainAlignment(HybridBlock):
    def __init__(self, num_classes=4, **kwargs):
        super(PlainAlignment, self).__init__(**kwargs)
        with self.name_scope():
            self.net = nn.Dense(num_classes, in_units=6, weight_initializer="xavier")
            self.p_model = self.params.get("p_model", shape=(num_classes,), grad_req="null",
                                           init=init.Constant(0.2))
            self.p_target = self.params.get("p_target", shape=(num_classes,), grad_req="null",
                                            init=init.Constant(0.25))

    def hybrid_forward(self, F, x, p_model, p_target):
        probs = F.softmax(self.net(x), axis=-1)
        aligned = probs * p_target / p_model
        return F.broadcast_div(aligned, F.sum(aligned, axis=-1, keepdims=True))


Net = PlainAlignment
