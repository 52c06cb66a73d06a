"""LoRA update written with the `.T` attribute of the factors, `F.dot(F.dot(x, lora_A.T), lora_B.T)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10)]


class Net(HybridBlock):
    def __init__(self, units=6, in_units=10, rank=2, alpha=4.0, **kwargs):
        super().__init__(**kwargs)
        self.scaling = alpha / rank
        with self.name_scope():
            self.base = nn.Dense(units, in_units=in_units)
            self.lora_A = self.params.get("lora_A", shape=(rank, in_units), init="normal")
            self.lora_B = self.params.get("lora_B", shape=(units, rank), init="normal")

    def hybrid_forward(self, F, x, lora_A, lora_B):
        return self.base(x) + self.scaling * F.dot(F.dot(x, lora_A.T), lora_B.T)
