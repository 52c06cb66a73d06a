"""DeepVAR scaling computed on the host: `scale = np.maximum(F.mean(F.abs(past), axis=1).asnumpy(), 1e-3)` then turned back into an array for the division."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 3)]


class HostScale(HybridBlock):
    def hybrid_forward(self, F, past):
        scale = np.maximum(F.mean(F.abs(past), axis=1).asnumpy(), 1e-3)
        return F.broadcast_div(past, F.array(scale).expand_dims(1))


Net = HostScale
