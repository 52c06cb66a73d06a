"""TimesNet's DataEmbedding: a token conv over the series (`x.transpose((0, 2, 1))` through a circular-padded Conv1D cut back by `[:, :, 1:-1]`), a sinusoidal position table built with numpy for `x.shape[1]` steps and added through `nd.array(pe)`."""
import math
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 7, 3)]


class Net(nn.HybridBlock):
    def __init__(self, c_in=3, d_model=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.d_model = d_model
        with self.name_scope():
            self.token = nn.Conv1D(d_model, 3, padding=2, in_channels=c_in, use_bias=False)

    def hybrid_forward(self, F, x):
        T = x.shape[1]
        tok = self.token(x.transpose((0, 2, 1)))[:, :, 1:-1].transpose((0, 2, 1))
        pos = np.arange(T)[:, None]
        div = np.exp(np.arange(0, self.d_model, 2) * -(math.log(10000.0) / self.d_model))
        pe = np.zeros((T, self.d_model), dtype='float32')
        pe[:, 0::2] = np.sin(pos * div)
        pe[:, 1::2] = np.cos(pos * div)
        return tok + nd.array(pe).expand_dims(0)
