"""A SphereFace (A-Softmax) loss: the batch size read by `cos_theta.shape[0]`, a per-call annealing
counter on the block (`self.it += 1`), the margin added through numpy on `asnumpy()` copies of the
logits indexed by the labels, and the result brought back by `F.array(dis)`.

Source: Johnson-yue/sphereface_mxnet_gluon net_sphere.py (AngleLoss.hybrid_forward) at
f873732f22b2c9b661b734d3acaa15d45af194fd; adapted: the class named Net, the pair `x` (cos_theta,
phi_theta) passed as two inputs (the original unpacks a tuple), the commented-out code dropped,
`np.int` -> `int` (the alias numpy 1.24 removed; the same type).
"""
from mxnet import gluon
import numpy as np


INPUTS = [(4, 5), (4, 5), (4,)]


class Net(gluon.loss.Loss):
    def __init__(self, batch_axis=0, **kwargs):
        super(Net, self).__init__(None, batch_axis=batch_axis, **kwargs)
        self.it = 0
        self.LambdaMin = 5.0
        self.LambdaMax = 1500.0
        self.lamb = 1500.0

    def hybrid_forward(self, F, cos_theta, phi_theta, label):
        self.it += 1
        bathch_size = cos_theta.shape[0]
        label = label.reshape((-1, 1))
        self.lamb = max(self.LambdaMin, self.LambdaMax / (1 + 0.1 * self.it))
        output = cos_theta*1.0  # f_y_i

        index = np.arange(0, bathch_size).reshape((-1, 1)).astype(int)
        dis = np.zeros(shape=cos_theta.shape, dtype=np.float32)
        labe_np = label.asnumpy().astype(int)

        cos_theta_np = cos_theta.asnumpy()
        phi_theta_np = phi_theta.asnumpy()
        dis[index, labe_np] -= cos_theta_np[index, labe_np]*(1.0)/(1+self.lamb)
        dis[index, labe_np] += phi_theta_np[index, labe_np]*(1.0)/(1+self.lamb)  # (lamda*cos+theta)/(1+lamda)
        dis_nd = F.array(dis)
        output_m = (output + dis_nd)

        loss = F.softmax_cross_entropy(output_m, label[:, 0].astype(np.float32))
        return loss
