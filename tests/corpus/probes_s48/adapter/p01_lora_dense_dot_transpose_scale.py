"""LoRA beside a frozen Dense: the base layer's parameters set to `grad_req='null'`, low-rank factors A (r, in) and B (out, r) as Parameters (B zero-initialised), the update `F.dot(F.dot(x, A, transpose_b=True), B, transpose_b=True)` scaled by `alpha / r` from constructor arguments."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10)]


class LoRADense(HybridBlock):
    def __init__(self, units=6, in_units=10, rank=2, alpha=4.0, **kwargs):
        super().__init__(**kwargs)
        self.scaling = alpha / rank
        with self.name_scope():
            self.base = nn.Dense(units, in_units=in_units)
            self.lora_A = self.params.get("lora_A", shape=(rank, in_units), init="normal")
            self.lora_B = self.params.get("lora_B", shape=(units, rank), init="normal")
        self.base.collect_params().setattr("grad_req", "null")

    def hybrid_forward(self, F, x, lora_A, lora_B):
        update = F.dot(F.dot(x, lora_A, transpose_b=True), lora_B, transpose_b=True)
        return self.base(x) + self.scaling * update


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.q = LoRADense()
            self.v = LoRADense()

    def hybrid_forward(self, F, x):
        return F.concat(self.q(x), self.v(x), dim=-1)
