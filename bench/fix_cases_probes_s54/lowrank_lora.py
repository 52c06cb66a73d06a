"""LoRA adapter around a frozen dense layer: the update x A^T B^T scaled by alpha / rank, with the factors transposed by `.T` as the reference implementation writes it."""
from mxnet.gluon import nn


INPUTS = [(3, 6)]


class Net(nn.HybridBlock):
    def __init__(self, in_units=6, units=4, rank=2, alpha=4.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.scaling = alpha / rank
        with self.name_scope():
            self.base = nn.Dense(units, in_units=in_units)
            self.lora_A = self.params.get('lora_A', shape=(rank, in_units))
            self.lora_B = self.params.get('lora_B', shape=(units, rank))

    def hybrid_forward(self, F, x, lora_A, lora_B):
        update = F.dot(F.dot(x, lora_A.T), lora_B.T)
        return self.base(x) + update * self.scaling
