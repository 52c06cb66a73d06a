"""LoRA whose merged weight is formed inside the forward from the frozen base layer's `self.base.weight.data()` plus the low-rank product, then applied with `F.FullyConnected`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10)]


class Net(HybridBlock):
    def __init__(self, units=6, in_units=10, rank=2, **kwargs):
        super().__init__(**kwargs)
        self.units = units
        with self.name_scope():
            self.base = nn.Dense(units, use_bias=False, in_units=in_units)
            self.lora_A = self.params.get("lora_A", shape=(rank, in_units), init="normal")
            self.lora_B = self.params.get("lora_B", shape=(units, rank), init="normal")

    def hybrid_forward(self, F, x, lora_A, lora_B):
        merged = self.base.weight.data() + F.dot(lora_B, lora_A)
        return F.FullyConnected(x, merged, no_bias=True, num_hidden=self.units)
