"""LoRA on a sequence input (N, T, in): the low-rank path as two `F.FullyConnected(..., no_bias=True, flatten=False)` calls with the factors as weights and `num_hidden` from constructor arguments, beside a frozen non-flattening Dense; dropout on the LoRA input."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 10)]


class Net(HybridBlock):
    def __init__(self, units=6, in_units=10, rank=2, alpha=8.0, dropout=0.0, **kwargs):
        super().__init__(**kwargs)
        self.units, self.rank, self.scaling = units, rank, alpha / rank
        with self.name_scope():
            self.base = nn.Dense(units, flatten=False, in_units=in_units)
            self.drop = nn.Dropout(dropout)
            self.lora_A = self.params.get("lora_A", shape=(rank, in_units), init="normal")
            self.lora_B = self.params.get("lora_B", shape=(units, rank), init="normal")
        self.base.collect_params().setattr("grad_req", "null")

    def hybrid_forward(self, F, x, lora_A, lora_B):
        h = F.FullyConnected(self.drop(x), lora_A, no_bias=True, num_hidden=self.rank, flatten=False)
        h = F.FullyConnected(h, lora_B, no_bias=True, num_hidden=self.units, flatten=False)
        return self.base(x) + h * self.scaling
