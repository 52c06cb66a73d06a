"""LoRA merged at call time: `W + dot(B, A)` passed to `F.FullyConnected` with `num_hidden=weight.shape[0]`."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(3, 6)]


class MergedLoRA(HybridBlock):
    def __init__(self, in_units=6, units=5, rank=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(units, in_units), init=init.Xavier())
            self.lora_a = self.params.get("lora_a", shape=(rank, in_units), init=init.Normal(0.1))
            self.lora_b = self.params.get("lora_b", shape=(units, rank), init=init.Normal(0.1))

    def hybrid_forward(self, F, x, weight, lora_a, lora_b):
        merged = weight + F.dot(lora_b, lora_a)
        return F.FullyConnected(x, merged, num_hidden=weight.shape[0], no_bias=True)


Net = MergedLoRA
