"""attack (float32 carrier): F.zeros of the shape of a float16 Parameter of the block (float32 zeros),
added to the float32 input."""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.w = self.params.get('w', shape=(2, 3), dtype='float16', init='ones')

    def hybrid_forward(self, F, x, w):
        z = F.ones(shape=w.shape)
        return x * z + F.cast(w, 'float32')
