"""FixMatch/ReMixMatch distribution alignment: the weak view's probabilities scaled by `p_target / p_model`, with the running mean `p_model` and the target held as (C,) `grad_req="null"` Parameters reshaped to (1, C) and applied by `broadcast_mul`/`broadcast_div`, renormalised by a keepdims sum through `broadcast_div`; the updated running mean is returned for the trainer to store."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class DistributionAlignment(HybridBlock):
    def __init__(self, num_classes=4, momentum=0.999, **kwargs):
        super(DistributionAlignment, self).__init__(**kwargs)
        self._m = momentum
        with self.name_scope():
            self.net = nn.Dense(num_classes, in_units=6, weight_initializer="xavier")
            self.p_model = self.params.get("p_model", shape=(num_classes,), grad_req="null",
                                           init=init.Constant(1.0 / num_classes))
            self.p_target = self.params.get("p_target", shape=(num_classes,), grad_req="null",
                                            init=init.Constant(1.0 / num_classes))

    def hybrid_forward(self, F, x, p_model, p_target):
        probs = F.softmax(self.net(x), axis=-1)
        new_model = self._m * p_model + (1 - self._m) * F.mean(probs, axis=0)
        aligned = F.broadcast_div(F.broadcast_mul(probs, p_target.reshape((1, -1))), new_model.reshape((1, -1)))
        aligned = F.broadcast_div(aligned, F.sum(aligned, axis=-1, keepdims=True))
        return aligned, new_model


Net = DistributionAlignment
