"""LoRA with the merged weight formed from Parameters the block owns (the base weight declared on the block itself and passed to `hybrid_forward` like the factors), `W + scale * dot(B, A)`, applied with `F.FullyConnected` and an optional bias chosen by a python flag."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 10)]


class Net(HybridBlock):
    def __init__(self, units=6, in_units=10, rank=2, alpha=2.0, use_bias=True, **kwargs):
        super().__init__(**kwargs)
        self.units, self.scale, self.use_bias = units, alpha / rank, use_bias
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(units, in_units), init="xavier", grad_req="null")
            self.bias = self.params.get("bias", shape=(units,), init="zeros", grad_req="null") if use_bias else None
            self.lora_A = self.params.get("lora_A", shape=(rank, in_units), init="normal")
            self.lora_B = self.params.get("lora_B", shape=(units, rank), init="normal")

    def hybrid_forward(self, F, x, weight, lora_A, lora_B, bias=None):
        merged = weight + self.scale * F.dot(lora_B, lora_A)
        if self.use_bias:
            return F.FullyConnected(x, merged, bias, num_hidden=self.units)
        return F.FullyConnected(x, merged, no_bias=True, num_hidden=self.units)
