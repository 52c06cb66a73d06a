"""LoRA layer with a python `merged` flag set at construction: when merged the factors fold into the weight (`weight + scale * dot(B, A)`), otherwise the low-rank path runs beside the base product."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(3, 6)]


class LoRALinear(HybridBlock):
    def __init__(self, in_units=6, units=5, rank=2, alpha=2.0, merged=True, **kwargs):
        super().__init__(**kwargs)
        self.units, self.rank, self.scale, self.merged = units, rank, alpha / rank, merged
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(units, in_units), init=init.Xavier())
            self.lora_a = self.params.get("lora_a", shape=(rank, in_units), init=init.Normal(0.1))
            self.lora_b = self.params.get("lora_b", shape=(units, rank), init=init.Normal(0.1))

    def hybrid_forward(self, F, x, weight, lora_a, lora_b):
        if self.merged:
            w = weight + self.scale * F.dot(lora_b, lora_a)
            return F.FullyConnected(x, w, num_hidden=self.units, no_bias=True)
        base = F.FullyConnected(x, weight, num_hidden=self.units, no_bias=True)
        return base + self.scale * F.dot(F.dot(x, lora_a, transpose_b=True), lora_b, transpose_b=True)


Net = LoRALinear
