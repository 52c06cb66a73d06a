"""SphereFace A-Softmax loss computed through numpy: the block unpacks its (2, B, C) input into
`cos_theta, phi_theta = x`, reads `bathch_size = cos_theta.shape[0]`, builds the margin adjustment
with numpy fancy indexing on `label.asnumpy()`, `cos_theta.asnumpy()`, `phi_theta.asnumpy()`, and
brings it back with `F.array(dis)`; the annealed lambda is kept on the block (`self.it += 1`).
Unpacking a Symbol, `.shape`, `.asnumpy()` and `F.array` all fail when hybridized.

Source: a public Gluon SphereFace module found with find_string (id 25281945334, "(self, F, x,
label):"), AngleLoss.__init__/hybrid_forward unchanged but renamed `Net` (the commented-out lines
dropped; AngleLinear and the network beside it dropped).  Inputs: the stacked (cos, phi) scores
(2, 3, 5) that AngleLinear returns, and labels (3,) (the harness's labels lie in (-1, 1), so class 0).
"""
import numpy as np
from mxnet import gluon

INPUTS = [(2, 3, 5), (3,)]


class Net(gluon.loss.Loss):
    def __init__(self, batch_axis=0,**kwargs):
        super(Net, self).__init__(None,batch_axis=batch_axis, **kwargs)
        self.it=0
        self.LambdaMin=5.0
        self.LambdaMax=1500.0
        self.lamb=1500.0

    def hybrid_forward(self, F, x, label):
        self.it+=1
        cos_theta, phi_theta=x
        bathch_size=cos_theta.shape[0]
        label = label.reshape((-1, 1))
        self.lamb = max(self.LambdaMin, self.LambdaMax / (1 + 0.1 * self.it))
        output=cos_theta*1.0#f_y_i

        index = np.arange(0, bathch_size).reshape((-1, 1)).astype(np.int)
        dis = np.zeros(shape=cos_theta.shape, dtype=np.float32)
        labe_np = label.asnumpy().astype(np.int)

        cos_theta_np = cos_theta.asnumpy()
        phi_theta_np = phi_theta.asnumpy()
        dis[index,labe_np]-=cos_theta_np[index,labe_np]*(1.0)/(1+self.lamb)
        dis[index,labe_np]+=phi_theta_np[index,labe_np]*(1.0)/(1+self.lamb)#(lamda*cos+theta)/(1+lamda)
        dis_nd = F.array(dis)
        output_m = (output + dis_nd)

        loss = F.softmax_cross_entropy(output_m, label[:, 0].astype(np.float32))
        return loss
