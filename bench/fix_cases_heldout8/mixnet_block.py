"""MixNet mixed depthwise block: the channels are split into groups by a module helper that reads
`data.shape[1]` and slices with `mx.nd.slice_axis`; each group goes through its own child of a
HybridSequential (zip over the children), and the groups are joined with `mx.nd.concat`.

Source: justinshaohi/gluon_mixnets @ 1e64069f86, models.py (_split_channels, _split_data,
_make_same_pad, MixBlock), unchanged but for the class name and the defaults (a MixNet-M block with two
depthwise kernels and two pointwise groups, in_channels 6 made from 24). `_split_data` keeps its
`sum(split[:i - 1])` start, which makes the third and later groups overlap.
"""
import mxnet as mx

INPUTS = [(2, 6, 5, 5)]


def _split_channels(total_filters, num_groups):
  split = [total_filters // num_groups for _ in range(num_groups)]
  split[0] += total_filters - sum(split)
  return split

def _split_data(data,num_groups,slice_axis=1):
    in_channels=data.shape[slice_axis]
    split = _split_channels(in_channels, num_groups)
    data_split = []
    for i in range(len(split)):
        if i == 0:
            data_split.append(mx.nd.slice_axis(data, axis=slice_axis, begin=0, end=split[i]))
        else:
            slice_index = sum(split[:i - 1])
            data_split.append(mx.nd.slice_axis(data, axis=slice_axis, begin=slice_index, end=slice_index + split[i]))
    return data_split

def _make_same_pad(ks):
    return ks//2

class Net(mx.gluon.nn.HybridBlock):

    def __init__(self,in_channels=6,channels=6,t=2,dw_kernels=[3,5],pw_kernels=[1,1],stride=1,
                 se_ratio=0,use_sw=False,batch_norm_momentum=0.99,batch_norm_epsilon=1e-3,**kwargs):
        super(Net,self).__init__(**kwargs)
        with self.name_scope():
            self._expand=t
            self._pw_expand=mx.gluon.nn.HybridSequential(prefix='pw_expand_')
            self._dw=mx.gluon.nn.HybridSequential(prefix='dw_')
            self._pw_project = mx.gluon.nn.HybridSequential(prefix='pw_project_')
            self._pw_num_group=len(pw_kernels)
            self._dw_num_group=len(dw_kernels)
            self._activation= mx.gluon.nn.Swish() if use_sw else mx.gluon.nn.PReLU()
            with self._pw_expand.name_scope():
                expand_filter=in_channels*t
                split=_split_channels(expand_filter,self._pw_num_group)
                for i in range(self._pw_num_group):
                    self._pw_expand.add(mx.gluon.nn.Conv2D(split[i],pw_kernels[i],strides=1,padding=_make_same_pad(pw_kernels[i]),prefix='conv{}_{}*{}_'.format(i,pw_kernels[i],pw_kernels[i])))
                self._pw_expand.add(mx.gluon.nn.BatchNorm(momentum=batch_norm_momentum,epsilon=batch_norm_epsilon))
            with self._dw.name_scope():
                split=_split_channels(expand_filter,self._dw_num_group)
                for i in range(self._dw_num_group):
                    self._dw.add(mx.gluon.nn.Conv2D(split[i],dw_kernels[i],strides=stride,padding=_make_same_pad(dw_kernels[i]),groups=split[i],prefix='conv{}_{}*{}_'.format(i,dw_kernels[i],dw_kernels[i])))
                self._dw.add(mx.gluon.nn.BatchNorm(momentum=batch_norm_momentum,epsilon=batch_norm_epsilon))
            with self._pw_project.name_scope():
                split=_split_channels(channels,self._pw_num_group)
                for i in range(self._pw_num_group):
                    self._pw_project.add(mx.gluon.nn.Conv2D(split[i],pw_kernels[i],strides=1,padding=_make_same_pad(pw_kernels[i]),prefix='conv{}_{}*{}_'.format(i,pw_kernels[i],pw_kernels[i])))
                self._pw_project.add(mx.gluon.nn.BatchNorm(momentum=batch_norm_momentum,epsilon=batch_norm_epsilon))

    def hybrid_forward(self, F, x, *args, **kwargs):
        #pw expand
        x_splits = _split_data(x, self._pw_num_group)
        x_outputs = [op(data) for data, op in zip(x_splits, self._pw_expand)]
        pw_expand_out = mx.nd.concat(*x_outputs, dim=1)
        pw_expand_out = self._activation(self._pw_expand[-1](pw_expand_out))

        #dw
        pw_expand_out_split=_split_data(pw_expand_out,self._dw_num_group)
        dw_outputs = [op(data) for data, op in zip(pw_expand_out_split, self._dw)]
        dw_out = mx.nd.concat(*dw_outputs, dim=1)
        dw_out = self._activation(self._dw[-1](dw_out))

        #pw project

        dw_out_splits = _split_data(dw_out, self._pw_num_group)
        pw_project_outputs = [op(data) for data, op in zip(dw_out_splits, self._pw_project)]
        pw_project_out = mx.nd.concat(*pw_project_outputs, dim=1)
        pw_project_out = self._pw_project[-1](pw_project_out)

        return pw_project_out
