"""A learnable affine transform layer of a data-augmentation-by-adversarial-transform experiment on
MNIST (`Theata2`): `hybrid_forward(self, F, x, rotate, log_scale_x, ...)` builds the (in_channels, 6)
affine matrix `theata` from seven (in_channels, 1) Parameters with `F.concat`, then branches on
`theata.shape[0] == 1` -- one shared transform: a python loop `for i in range(x.shape[0])` applies
`F.SpatialTransformer(x[i:i+1], theata, ...)` image by image and concatenates; else
`theata[:x.shape[0], :]`. Eagerly it runs; hybridized `theata.shape` on a Symbol raises
AttributeError.

Source: a public MXNet adversarial-augmentation code base (find_string id 10625111896; read by an
analyzer held-out round, see tests/corpus/HELDOUT.md, "transform nets"; in no fix set), `Theata2` as
written, its `set`/`reset` helpers kept; `STN_mnist2`, the generator functions and `DDDALayer` left
out, and the module's star imports of its own helpers dropped (the class uses none). Net: one
channel (the default), no clipping, no transform collection (the defaults). Input: a (2, 1, 28, 28)
batch (the layer's fixed 28x28 target shape).
"""
from mxnet import nd
import numpy as np
from mxnet.gluon import nn
from math import pi

INPUTS = [(2, 1, 28, 28)]


class Theata2(nn.HybridBlock):
    def __init__(self, in_channels=1, use_clip=False, collect_transform=False, **kwargs):
        super(Theata2, self).__init__()
        with self.name_scope():
            pass
        if in_channels != 0:
            self.in_channels = in_channels
        # parameter visit: ?? gluon.Parameter
        # self.theata = self.params.get('theata', shape=(in_channels, 6), init='stinit', allow_deferred_init=True, grad_req='null')
        self.rotate = self.params.get('rotate', shape=(in_channels, 1), init='zeros', allow_deferred_init=True)
        self.log_scale_x = self.params.get('log_scale_x', shape=(in_channels, 1), init='zeros', allow_deferred_init=True)
        self.log_scale_y = self.params.get('log_scale_y', shape=(in_channels, 1), init='zeros', allow_deferred_init=True)
        self.translate_x = self.params.get('translate_x', shape=(in_channels, 1), init='zeros', allow_deferred_init=True)
        self.translate_y = self.params.get('translate_y', shape=(in_channels, 1), init='zeros', allow_deferred_init=True)
        self.log_distortion_x = self.params.get('log_distortion_x', shape=(in_channels, 1), init='zeros', allow_deferred_init=True)
        self.log_distortion_y = self.params.get('log_distortion_y', shape=(in_channels, 1), init='zeros', allow_deferred_init=True)
        self.data_shape=(28, 28)

        self.use_clip = use_clip
        if use_clip:
            ss = np.array(self.data_shape) * 1.0
            self.range = {'rotate': None, 'translate_x': (-1, 1), 'translate_y': (-1, 1),
                          'scale_x': (1/ss[1], ss[1]), 'scale_y': (1/ss[0], ss[0]),
                          'distortion_x': (1/ss[1], ss[1]), 'distortion_y': (1/ss[0], ss[0]),
                          'log_scale_x': (-1, -1), 'log_scale_y':(-1, -1), 'log_distortion_x': (-1, -1),#should not specify by user
                          'log_distortion_y': (-1, -1)}
            for key in self.range:
                if key + '_range' in kwargs:
                    self.range[key] = kwargs[key + '_range']
                    if key not in ['rotate', 'translate_x', 'translate_y']:
                        self.range['log_' + key] = np.log(np.array(self.range[key]))

        self.collect_transform = collect_transform

    # log make 2.0 and 0.5 have same offset from 1, |log2 - log1| == |log0.5 - log1|
    # translate [-1, 1], rotate angle [-pi, pi] / pi, scale [MIN, MAX]
    def set(self, rotate=0, log_scale_x=0, log_scale_y=0, translate_x=0, translate_y=0, log_distortion_x=0, log_distortion_y=0):
        self.rotate.data()[:], self.log_scale_x.data()[:], self.log_scale_y.data()[:] = rotate, log_scale_x, log_scale_y
        self.translate_x.data()[:], self.translate_y.data()[:] = translate_x, translate_y
        self.log_distortion_x.data()[:], self.log_distortion_y.data()[:] = log_distortion_x, log_distortion_y

    def reset(self, TYPE='zeros'):
        if TYPE == 'zeros':
            self.set()
        elif TYPE == 'random':
            shape = self.rotate.data().shape
            values = {'rotate': 0, 'log_scale_x': 0, 'log_scale_y': 0, 'translate_x': 0, 'translate_y':0,
                 'log_distortion_x': 0, 'log_distortion_y': 0}
            for k in values:
                if self.range[k] is not None:
                    values[k] = nd.random.uniform(*self.range[k], shape=shape)
                elif k == 'rotate':
                    values[k] = nd.random.uniform(-1, 1, shape=shape)
            self.set(**values)
        else:
            raise ValueError("TYPE must be one of [zeros, random]")

    # use params.get can make param pass to hybrid_forward function from forward function
    def hybrid_forward(self, F, x, rotate, log_scale_x, log_scale_y, translate_x, translate_y,
                       log_distortion_x, log_distortion_y):
        scale_x, scale_y = F.exp(log_scale_x), F.exp(log_scale_y)
        distortion_x, distortion_y  = F.exp(log_distortion_x), F.exp(log_distortion_y)

        if self.use_clip:
            if self.range['rotate'] is not None:
                rotate = rotate.clip(*self.range['rotate'])
            scale_x, scale_y = scale_x.clip(*self.range['scale_x']), scale_y.clip(*self.range['scale_y'])
            translate_x, translate_y = translate_x.clip(*self.range['translate_x']), translate_y.clip(*self.range['translate_y'])
            distortion_x, distortion_y = distortion_x.clip(*self.range['distortion_x']), distortion_y.clip(*self.range['distortion_y'])

        cos_a, sin_a = F.cos(rotate * pi), F.sin(rotate * pi)
        theata = F.concat(cos_a/scale_x, -sin_a/distortion_y, translate_x,
                          sin_a/distortion_x, cos_a/scale_y, translate_y, dim=1)
        if theata.shape[0] == 1:
            xs = []
            for i in range(x.shape[0]):
                y = F.SpatialTransformer(x[i:i+1], theata, transform_type ='affine',
                                         sampler_type='bilinear', target_shape=self.data_shape)
                xs.append(y)
            x = F.concat(*xs, dim=0)
        else:
            x = F.SpatialTransformer(x, theata[:x.shape[0], :], transform_type ='affine',
                                         sampler_type='bilinear', target_shape=self.data_shape)

        if self.collect_transform:
            self.transforms = F.concat(rotate, scale_x, scale_y, translate_x, translate_y, distortion_x,
                                            distortion_y, dim=1).asnumpy()
        return x


class Net(Theata2):
    def __init__(self):
        super(Net, self).__init__()
