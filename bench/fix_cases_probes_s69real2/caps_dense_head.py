"""A capsule-style dense head on RoI features: the batch size kept as `self.batch_size =
x.shape[0]` and used as the repeat count of `F.tile(..., reps=(self.batch_size, 1, 1, 1))` for the
projection weights, twice.

Source: cxiang26/mygluon_cv gluoncv/model_zoo/rcnn/opts.py (capsDense.hybrid_forward) at
1dfebd27afc7d788424b21dfd69007c7576dcbbe; adapted: small sizes (dim_c 4, 3 labels, input_dim 8),
the class named Net.
"""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(2, 8, 2, 2)]


class Net(nn.HybridBlock):
    def __init__(self, dim_c=4, lbl_num=3, input_dim=8, batch_size=128, name='capsnet', eps=1e-8):
        super(Net, self).__init__()
        self.dim_c = dim_c
        self.lbl_num = lbl_num
        self.input_dim = input_dim
        self.batch_size = batch_size
        self.stddev = 1. / self.input_dim
        self.eps = eps
        with self.name_scope():
            self.w = self.params.get(name='W_'+name, shape=(self.lbl_num, self.input_dim, self.dim_c), init=mx.init.Normal(self.stddev))

    def hybrid_forward(self, F, x, w):
        self.batch_size = x.shape[0]
        x = x.reshape((0, 1, -1, self.input_dim))
        sigma = F.linalg_gemm2(w, w, transpose_a=True, transpose_b=False)
        sigma = F.linalg_potri(sigma + self.eps*F.eye(self.dim_c))

        w_out = F.linalg_gemm2(w, sigma)
        w_out = F.expand_dims(w_out, axis=0)
        w_out = F.tile(w_out, reps=(self.batch_size, 1, 1, 1))
        inputs_1 = F.tile(x, (1, self.lbl_num, 1, 1))
        inputs_l = F.linalg_gemm2(inputs_1, w_out)
        inputs_r = F.linalg_gemm2(inputs_l, w.expand_dims(axis=0).tile(reps=(self.batch_size,1,1,1)),transpose_a=False, transpose_b=True)
        output = F.mean(F.sum(inputs_r * inputs_1, axis=-1), axis=-1)
        output = F.sqrt(F.relu(output)).squeeze()
        output = output - output.mean(axis=1, keepdims=True)
        return output
