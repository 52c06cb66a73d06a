"""VoxelMorph's VecInt: scaling and squaring of a stationary velocity field -- the field scaled by
`1 / 2 ** nsteps`, then `nsteps` times `vec = vec + transform(vec, vec)`, the transformer warping by
`F.GridGenerator(vec, transform_type='warp')` and `F.BilinearSampler`; the number of steps from the
constructor, `vec += ...` in place."""
from mxnet.gluon import nn


INPUTS = [(2, 2, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, nsteps=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.nsteps = nsteps
        self.scale = 1.0 / (2 ** nsteps)

    def hybrid_forward(self, F, vec):
        vec = vec * self.scale
        for _ in range(self.nsteps):
            grid = F.GridGenerator(vec, transform_type='warp')
            vec += F.BilinearSampler(vec, grid)
        return vec
