"""LoRA on a Dense layer whose scale reads the rank from the factor as `self.alpha / lora_a.shape[0]`."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6)]


class LoRADense(HybridBlock):
    def __init__(self, in_units=6, units=5, rank=2, alpha=4.0, **kwargs):
        super().__init__(**kwargs)
        self.units, self.rank, self.alpha = units, rank, alpha
        with self.name_scope():
            self.base = nn.Dense(units, in_units=in_units)
            self.lora_a = self.params.get("lora_a", shape=(rank, in_units), init=init.Normal(0.1))
            self.lora_b = self.params.get("lora_b", shape=(units, rank), init=init.Normal(0.1))

    def hybrid_forward(self, F, x, lora_a, lora_b):
        scale = self.alpha / lora_a.shape[0]
        down = F.FullyConnected(x, lora_a, num_hidden=self.rank, no_bias=True)
        up = F.FullyConnected(down, lora_b, num_hidden=self.units, no_bias=True)
        return self.base(x) + scale * up


Net = LoRADense
