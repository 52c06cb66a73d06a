"""Top-k gate that keeps the `F.topk(ret_typ="both")` result whole and reads its two outputs by index, `res[0]` the values and `res[1]` the indices, as a multi-output op's outputs are read."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8)]


class Net(HybridBlock):
    def __init__(self, units=8, num_experts=4, k=2, **kwargs):
        super().__init__(**kwargs)
        self.num_experts, self.k = num_experts, k
        with self.name_scope():
            self.gate = nn.Dense(num_experts, in_units=units)

    def hybrid_forward(self, F, x):
        res = F.topk(self.gate(x), k=self.k, ret_typ="both", axis=-1)
        weights = F.softmax(res[0], axis=-1)
        combine = F.sum(F.broadcast_mul(F.one_hot(res[1], self.num_experts), weights.expand_dims(-1)), axis=1)
        return combine
