"""Expert capacity `int(capacity_factor * x.shape[0] / num_experts)` used to cap the top-k routing."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 8)]


class Net(HybridBlock):
    def __init__(self, num_experts=3, capacity_factor=1.5, **kwargs):
        super().__init__(**kwargs)
        self._num_experts = num_experts
        self._cf = capacity_factor
        with self.name_scope():
            self.gate = nn.Dense(num_experts, in_units=8)

    def hybrid_forward(self, F, x):
        capacity = int(self._cf * x.shape[0] / self._num_experts)
        probs = F.softmax(self.gate(x), axis=-1)
        # keep, for each expert, only its `capacity` most confident tokens
        kth = F.topk(probs, axis=0, k=capacity, ret_typ="value")
        threshold = F.min(kth, axis=0, keepdims=True)
        return F.broadcast_mul(probs, F.broadcast_greater_equal(probs, threshold))
