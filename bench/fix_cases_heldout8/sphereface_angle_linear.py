"""SphereFace A-Softmax layer: the angle's multiple k = floor(m * theta / pi) is computed in numpy on
`theta.asnumpy()` and brought back with `F.array(k)`.

Source: Johnson-yue/sphereface_mxnet_gluon @ 374b9a9341, net_sphere.py (AngleLinear), unchanged but for
the class name and where the weight is made: the original creates and initializes it on the first
call (`if self.cnt==0: ... self.params.get(...)` with `in_unit = x.shape[1]`); here it is registered in
`__init__` with in_unit given and reaches hybrid_forward as the argument the original already takes.
"""
from mxnet import nd, gluon
import mxnet as mx
import numpy as np

INPUTS = [(3, 5)]


class Net(gluon.nn.HybridBlock):
    def __init__(self, unit=4, in_unit=5, m=4):
        super(Net, self).__init__()
        with self.name_scope():
            self.in_unit=in_unit
            self.unit=unit
            self.m=m
            self.mlambda = [
                lambda x: x ** 0,
                lambda x: x ** 1,
                lambda x: 2 * x ** 2 - 1,
                lambda x: 4 * x ** 3 - 3 * x,
                lambda x: 8 * x ** 4 - 8 * x ** 2 + 1,
                lambda x: 16 * x ** 5 - 20 * x ** 3 + 5 * x
            ]
            self.weight = self.params.get('weight', shape=(self.in_unit, self.unit),
                                          init=mx.init.Xavier(magnitude=2.24))

    def hybrid_forward(self, F, x, weight=None):#x(B,in)
        w = weight
        w_norm = F.sqrt(F.sum(F.square(w + 1e-6), axis=0)).reshape((1, self.unit))
        x_norm = F.sqrt(F.sum(F.square(x + 1e-6), axis=1)).reshape((-1, 1))

        w_normalize = F.broadcast_div(w, w_norm)
        output = F.dot(x, w_normalize)  # (B,out)

        cos_theta = F.broadcast_div(output, x_norm)
        cos_theta = F.clip(cos_theta, -1, 1)

        cos_m_theta=self.mlambda[self.m](cos_theta)
        theta = F.arccos(cos_theta)
        k=np.floor(self.m*theta.asnumpy()/np.pi)
        n_one=-1.0
        k_nd = F.array(k)
        phi_theta=(n_one**k_nd)*cos_m_theta-2*k_nd

        cos_theta = F.broadcast_mul(cos_theta,x_norm)
        phi_theta = F.broadcast_mul(phi_theta,x_norm)

        nd_stack = F.stack(cos_theta,phi_theta)

        return nd_stack
