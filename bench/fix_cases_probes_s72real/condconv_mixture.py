"""A conditionally parameterized convolution (CondConv) in its mixture mode (4 experts, so the
experts' outputs are combined, not their kernels): `bs, c, h, w = x.shape`, `k, oc, cg, kh, kw =
weight.shape` (a Parameter handed to hybrid_forward), the input tiled once per expert, a grouped
`F.Convolution` over the `k * oc` kernels, `act.reshape(bs, k, oc, *act.shape[-2:])` (positional,
from the output's sizes) weighted by the router.

Source: hey-yahei/CondConv.MXNet cond/CondConv.py (CondConv2D.hybrid_forward, DefaultRouter) at
c9b2b74c25485a52325983eae0b9822e95216418; adapted: the class named Net, built with channels 8,
kernel 3, padding 1, in_channels 4, 4 experts; `autograd` imported from mxnet.
"""
from mxnet import autograd
from mxnet.base import numeric_types
from mxnet.gluon.nn import HybridBlock, Activation, GlobalAvgPool2D, Dense, HybridSequential


INPUTS = [(2, 4, 6, 6)]


class DefaultRouter(HybridBlock):
    def __init__(self, num_experts):
        super(DefaultRouter, self).__init__()
        with self.name_scope():
            self.body = HybridSequential(prefix='')
            self.body.add(GlobalAvgPool2D())
            self.body.add(Dense(num_experts, activation='sigmoid'))

    def hybrid_forward(self, F, x):
        return self.body(x)


class Net(HybridBlock):
    def __init__(self, channels=8, kernel_size=3, strides=(1, 1), padding=(1, 1),
                 dilation=(1, 1), groups=1, layout='NCHW',
                 activation=None, use_bias=True, weight_initializer=None,
                 bias_initializer='zeros', in_channels=4,
                 router=None, num_experts=4, compute_mode='auto', drop_rate=.0):
        super(Net, self).__init__()
        assert dilation in (1, (1, 1))
        assert channels % groups == 0 and in_channels % groups == 0
        self._groups = groups
        self._drop_rate = drop_rate

        with self.name_scope():
            if compute_mode == 'auto':
                self._combine_kernels = (num_experts > 4)
            else:
                self._combine_kernels = (compute_mode == 'combine_kernels')
            self._channels = channels
            self._in_channels = in_channels

            if isinstance(kernel_size, numeric_types):
                kernel_size = (kernel_size,) * 2
            if isinstance(strides, numeric_types):
                strides = (strides,) * 2
            if isinstance(padding, numeric_types):
                padding = (padding,) * 2
            if isinstance(dilation, numeric_types):
                dilation = (dilation,) * 2

            self._kwargs = {
                'kernel': kernel_size, 'stride': strides, 'dilate': dilation,
                'pad': padding,
                'no_bias': not use_bias, 'layout': layout}

            self.weight = self.params.get('weight', shape=(num_experts, channels, in_channels//groups, *kernel_size),
                                          init=weight_initializer,
                                          allow_deferred_init=True)
            if use_bias:
                self.bias = self.params.get('bias', shape=(num_experts, channels),
                                            init=bias_initializer,
                                            allow_deferred_init=True)
            else:
                self.bias = None

            if activation is not None:
                self.act = Activation(activation, prefix=activation + '_')
            else:
                self.act = None

            if router is not None:
                self.router = router(num_experts)
            else:
                self.router = DefaultRouter(num_experts)

    def hybrid_forward(self, F, x, weight, bias=None):
        bs, c, h, w = x.shape
        k, oc, cg, kh, kw = weight.shape
        routing_weights = self.router(x)
        if autograd.is_training():
            mask = (F.uniform(0., 1., shape=routing_weights.shape, ctx=routing_weights.context) > self._drop_rate)
            routing_weights = routing_weights * mask

        if self._combine_kernels:
            x = x.reshape(1, bs * c, h, w)
            new_weight = F.dot(routing_weights, weight).reshape(bs * oc, cg, kh, kw)
            if bias is not None:
                new_bias = F.dot(routing_weights, bias).reshape(bs * oc)
                act = F.Convolution(x, new_weight, new_bias, name='fwd', num_filter=bs*oc, num_group=bs*self._groups, **self._kwargs)
            else:
                act = F.Convolution(x, new_weight, name='fwd', num_filter=bs*oc, num_group=bs*self._groups, **self._kwargs)
            act = act.reshape(bs, oc, 0, 0)
        else:
            x = x.tile(reps=(1, k, 1, 1))
            weight = weight.reshape(k * oc, cg, kh, kw)
            if bias is not None:
                bias = bias.reshape(k * oc)
                act = F.Convolution(x, weight, bias, name='fwd', num_filter=k*oc, num_group=k*self._groups, **self._kwargs)
            else:
                act = F.Convolution(x, weight, name='fwd', num_filter=k*oc, num_group=k*self._groups, **self._kwargs)
            act = act.reshape(bs, k, oc, *act.shape[-2:])
            routing_weights = routing_weights.reshape(0, 0, 1, 1, 1)
            act = (routing_weights * act).sum(axis=1)

        if self.act is not None:
            act = self.act(act)

        if autograd.is_training():
            act = act / (1. - self._drop_rate)

        return act
