"""A distributed-training test net: LayerNorm and Dense children held in two HybridSequentials and
called by a python index in a loop over a constructor constant; legal traced."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class SimpleNet(HybridBlock):
    def __init__(self, layer_num=3, **kwargs):
        super().__init__(**kwargs)
        self._layer_num = layer_num
        self.ln_l = nn.HybridSequential()
        self.dense_l = nn.HybridSequential()
        for i in range(layer_num):
            self.dense_l.add(nn.Dense(units=8 + layer_num - 1 - i, flatten=False))
            self.ln_l.add(nn.LayerNorm())

    def hybrid_forward(self, F, data):
        for i in range(self._layer_num):
            data = self.ln_l[i](data)
            data = self.dense_l[i](data)
        return data


Net = SimpleNet
