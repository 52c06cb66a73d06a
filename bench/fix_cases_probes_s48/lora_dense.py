"""LoRA adapter on a dense layer: a low-rank update scaled by alpha over the rank, applied to 3-d tokens."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, in_units=5, units=4, rank=2, alpha=4.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._alpha = alpha
        with self.name_scope():
            self.base = nn.Dense(units, in_units=in_units)
            self.lora_a = self.params.get('lora_a', shape=(rank, in_units))
            self.lora_b = self.params.get('lora_b', shape=(units, rank))

    def hybrid_forward(self, F, x, lora_a, lora_b):
        flat = x.reshape((-1, x.shape[-1]))
        update = F.dot(F.dot(flat, lora_a, transpose_b=True), lora_b, transpose_b=True)
        out = self.base(flat) + update * (self._alpha / lora_a.shape[0])
        return out.reshape((x.shape[0], x.shape[1], -1))
