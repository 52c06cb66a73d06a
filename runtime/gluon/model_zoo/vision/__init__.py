"""``mxnet.gluon.model_zoo.vision``: ImageNet classification architectures with MXNet 1.9.1's
structure and parameter names (checked against real MXNet by ``bench/mxnet_model_zoo.py``).

Provided: ResNet V1/V2 (18-152), VGG 11-19 (with/without BatchNorm), AlexNet.  MXNet's other
entries (DenseNet, SqueezeNet, Inception V3, MobileNet V1/V2) are listed by :func:`get_model`
and raise ``NotImplementedError`` naming what is provided.
"""
from __future__ import annotations

# the modules first: the star imports then rebind ``alexnet`` to the function, as in MXNet
from . import alexnet as _alexnet, resnet as _resnet, vgg as _vgg
from .alexnet import *  # noqa: F401,F403,E402
from .resnet import *  # noqa: F401,F403,E402
from .vgg import *  # noqa: F401,F403,E402

_PROVIDED = {
    **{f"resnet{n}_v{v}": getattr(_resnet, f"resnet{n}_v{v}")
       for v in (1, 2) for n in (18, 34, 50, 101, 152)},
    **{f"vgg{n}{s}": getattr(_vgg, f"vgg{n}{s}") for n in (11, 13, 16, 19) for s in ("", "_bn")},
    "alexnet": _alexnet.alexnet,
}
_NOT_YET = ("densenet121", "densenet161", "densenet169", "densenet201", "squeezenet1.0",
            "squeezenet1.1", "inceptionv3", "mobilenet1.0", "mobilenet0.75", "mobilenet0.5",
            "mobilenet0.25", "mobilenetv2_1.0", "mobilenetv2_0.75", "mobilenetv2_0.5",
            "mobilenetv2_0.25")


def get_model(name, **kwargs):
    """The model ``name`` of MXNet's vision model zoo (``pretrained``, ``classes``, ``ctx``,
    ``root`` and the architecture's own keywords pass through)."""
    name = name.lower()
    if name in _NOT_YET:
        raise NotImplementedError(
            f"model_zoo.vision: {name} is part of MXNet 1.9.1's model zoo but not provided by "
            f"the hybridlint runtime yet (provided: {', '.join(sorted(_PROVIDED))})")
    if name not in _PROVIDED:
        raise ValueError("Model %s is not supported. Available options are\n\t%s"
                         % (name, "\n\t".join(sorted((*_PROVIDED, *_NOT_YET)))))
    return _PROVIDED[name](**kwargs)
